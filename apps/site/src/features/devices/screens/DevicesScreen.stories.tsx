import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderWithApi } from '@/test/story-api';
import { type DevicesApi, DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi } from '../devices-fixtures';
import { DevicesScreen } from './DevicesScreen';

/** Devices (/admin/devices) on the shared admin table; the calls are answered from memory (devices-fixtures). */
const meta = {
  title: 'Site/Admin/Devices/DevicesScreen',
  component: DevicesScreen,
  args: { api: fakeDevicesApi() },
  parameters: { route: '/admin/devices' },
  render: renderWithApi(DevicesApiContext, DevicesScreen),
} satisfies Meta<{ api: DevicesApi }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Routers and charge posts: online, charging, a fault, one offline. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: 'CP75-0103' })).toBeVisible();
  },
};
/** No device yet. */
export const Empty: Story = { args: { api: fakeDevicesApi([]) } };
/** While the first page loads. */
export const Loading: Story = { args: { api: fakeDevicesApi(undefined, { pending: true }) } };
/** The list could not be loaded. */
export const Failed: Story = {
  args: { api: fakeDevicesApi(undefined, { fail: 'The server could not be reached.' }) },
};
/** One device, live: a router with its charts, firmware and history. */
export const RouterDetail: Story = { parameters: { route: '/admin/devices/1' } };
/** A charge post with a fault, its state-of-charge chart and its QR code. */
export const ChargerWithFault: Story = { parameters: { route: '/admin/devices/4' } };
/** A device that has never connected. */
export const OfflineDetail: Story = { parameters: { route: '/admin/devices/5' } };
/** A device out of service: since when, its history kept, and Recommission for staff. */
export const DecommissionedDetail: Story = {
  parameters: { route: '/admin/devices/6' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Recommission' })).toBeVisible();
  },
};
/** The decommissioned devices, found under their status. */
export const DecommissionedList: Story = { parameters: { route: '/admin/devices?status=decommissioned' } };
