import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFakeApi } from '@/test/story-api';
import { DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi } from '../devices-fixtures';
import { RegisterDeviceDialog } from './RegisterDeviceDialog';

/** Registering a device: the form, its messages, and the secret shown once. */
const meta = {
  title: 'Site/Admin/Devices/RegisterDeviceDialog',
  component: RegisterDeviceDialog,
  args: { onClose: () => {}, onRegistered: () => {} },
  decorators: [withFakeApi(DevicesApiContext, fakeDevicesApi)],
} satisfies Meta<typeof RegisterDeviceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
/** Sent empty: each field says what it needs. */
export const Invalid: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Register device' }));
    await expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(0);
  },
};
/** Registered: the secret, this once. */
export const SecretShown: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /Serial number/ }),
      'PRU-24-0101',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Product/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register device' }));
    await expect(await within(document.body).findByRole('textbox', { name: /^Secret/ })).toBeVisible();
  },
};
