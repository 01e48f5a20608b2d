import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFakeApi } from '@/test/story-api';
import { DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi, sampleDetail, sampleDevices } from '../devices-fixtures';
import { EditDeviceDialog } from './EditDeviceDialog';

/** Editing a device (staff): site, owner, installer, location and, for a charge post, public charging. */
const meta = {
  title: 'Site/Admin/Devices/EditDeviceDialog',
  component: EditDeviceDialog,
  args: { device: sampleDetail(), onClose: () => {}, onSaved: () => {} },
  decorators: [withFakeApi(DevicesApiContext, fakeDevicesApi)],
} satisfies Meta<typeof EditDeviceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A router at its site: the location fields are empty (the site's location is used). */
export const Router: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(await within(dialog).findByRole('combobox', { name: /Owner/ })).toHaveValue('5');
    await expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  },
};
/** A charge post: it may be a public charger. */
export const ChargePost: Story = { args: { device: sampleDetail(sampleDevices()[2]!) } };
/** A charge post registered by mistake, corrected to a router: public charging is no longer offered. */
export const ProductCorrected: Story = {
  args: { device: sampleDetail(sampleDevices()[2]!) },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    const product = await within(dialog).findByRole('combobox', { name: /Product/ });
    await expect(within(dialog).getByRole('checkbox', { name: /public/i })).toBeVisible();
    await userEvent.selectOptions(product, '1');
    await expect(within(dialog).queryByRole('checkbox', { name: /public/i })).toBeNull();
  },
};
/** Only a latitude: the form asks for both or neither before sending. */
export const HalfALocation: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Latitude' }), '35.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await within(dialog).findByText(/Give both latitude and longitude/)).toBeVisible();
  },
};
