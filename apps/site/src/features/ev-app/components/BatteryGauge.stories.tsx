import type { Meta, StoryObj } from '@storybook/react-vite';
import { BatteryGauge } from './BatteryGauge';

/** The vehicle's state of charge on the Battery Charging screen. */
const meta = {
  title: 'Site/EV Charger App/BatteryGauge',
  component: BatteryGauge,
  args: { label: 'charged' },
} satisfies Meta<typeof BatteryGauge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HalfFull: Story = { args: { percent: 52.4 } };
export const Full: Story = { args: { percent: 100 } };
export const Unknown: Story = { args: { percent: null } };
