import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFakeApi } from '@/test/story-api';
import { DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi, sampleDetail } from '../devices-fixtures';
import { DecommissionDialog } from './DecommissionDialog';

/** Taking a device out of service: what it does, and an optional reason for its history. */
const meta = {
  title: 'Site/Admin/Devices/DecommissionDialog',
  component: DecommissionDialog,
  args: { device: sampleDetail(), onClose: () => {}, onDone: () => {} },
  decorators: [withFakeApi(DevicesApiContext, fakeDevicesApi)],
} satisfies Meta<typeof DecommissionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
/** The server refused (another member of staff decommissioned it first). */
export const Refused: Story = {
  render: (args) => (
    <DevicesApiContext
      value={{
        ...fakeDevicesApi(),
        decommission: async () => ({
          ok: false,
          status: 409,
          message: 'This device is decommissioned: recommission it first.',
        }),
      }}
    >
      <DecommissionDialog {...args} />
    </DevicesApiContext>
  ),
};
