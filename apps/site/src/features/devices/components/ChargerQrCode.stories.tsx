import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChargerQrCode } from './ChargerQrCode';

/** A charge post's QR code, as printed on it for the EV charger app (scan it with a phone to try). */
const meta = { title: 'Site/Admin/Devices/ChargerQrCode', component: ChargerQrCode } satisfies Meta<
  typeof ChargerQrCode
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HubCharger: Story = { args: { serial: 'CP75-0101' } };
export const Small: Story = { args: { serial: 'CP75-0002', size: 120 } };
