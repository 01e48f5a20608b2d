import { DEVICE_STATUSES } from '@ohmstead/contracts/devices';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeviceStatusBadge } from './DeviceStatusBadge';

/** A device's status as every device screen shows it (Devices, OTA roll-outs, the EV charger app, the map). */
const meta = { title: 'Site/Admin/DeviceStatusBadge', component: DeviceStatusBadge } satisfies Meta<
  typeof DeviceStatusBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = { args: { status: 'online' } };
export const Fault: Story = { args: { status: 'fault' } };
export const Offline: Story = { args: { status: 'offline' } };
/** Every status side by side. */
export const All: Story = {
  args: { status: 'online' },
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      {DEVICE_STATUSES.map((status) => (
        <DeviceStatusBadge key={status} status={status} />
      ))}
    </p>
  ),
};
