import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withFakeApi } from '@/test/story-api';
import { DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi, sampleDetail, sampleDevices } from '../devices-fixtures';
import { DeviceActions } from './DeviceActions';

/** What staff do with a registered device: edit, a new secret, decommission; or recommission. */
const meta = {
  title: 'Site/Admin/Devices/DeviceActions',
  component: DeviceActions,
  args: { device: sampleDetail(), onChanged: () => {} },
  decorators: [withFakeApi(DevicesApiContext, fakeDevicesApi)],
} satisfies Meta<typeof DeviceActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InService: Story = {};
/** Decommissioned: since when, and only Recommission. */
export const Decommissioned: Story = { args: { device: sampleDetail(sampleDevices()[5]) } };
/** Recommissioned: the new secret, shown once. */
export const Recommissioned: Story = {
  args: { device: sampleDetail(sampleDevices()[5]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recommission' }));
    const confirm = within(document.body).getByRole('dialog', { name: 'Recommission' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Recommission' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'The device’s secret' }),
    ).toBeVisible();
  },
};
