import type { SessionStatus } from '@ohmstead/contracts/ev-charging';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type EvApi, EvApiContext } from '../api/ev-api';
import { fakeEvApi } from '../ev-fixtures';
import { EvDashboardScreen } from './EvDashboardScreen';
import { HistoryScreen } from './HistoryScreen';
import { QrScreen } from './QrScreen';
import {
  BatteryChargingScreen,
  ChargeSummaryScreen,
  ConnectingScreen,
  CurrentLimitScreen,
  PlugInScreen,
} from './SessionScreens';
import { TransactionDetailScreen } from './TransactionDetailScreen';

const SCREENS = {
  dashboard: EvDashboardScreen,
  scan: QrScreen,
  connecting: ConnectingScreen,
  plugIn: PlugInScreen,
  limit: CurrentLimitScreen,
  charging: BatteryChargingScreen,
  summary: ChargeSummaryScreen,
  history: HistoryScreen,
  transaction: TransactionDetailScreen,
};

/** The EV charger app's phone screens, each in its states, with its calls answered from memory (ev-fixtures). */
const meta = {
  title: 'Site/EV Charger App',
  component: EvDashboardScreen,
  args: { screen: 'dashboard', api: fakeEvApi() },
  parameters: { viewport: { defaultViewport: 'mobile1' }, route: '/admin/app?session=42' },
  render: ({ screen, api }: { screen: keyof typeof SCREENS; api: EvApi }) => {
    const Screen = SCREENS[screen];
    return (
      <EvApiContext value={api}>
        <Screen />
      </EvApiContext>
    );
  },
} satisfies Meta<{ screen: keyof typeof SCREENS; api: EvApi }>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (screen: keyof typeof SCREENS, status: SessionStatus = 'charging') => ({
  args: { screen, api: fakeEvApi({ status }) },
});

export const DashboardCharging: Story = at('dashboard');
export const DashboardIdle: Story = { args: { api: fakeEvApi({ active: false }) } };
export const DashboardFailed: Story = {
  args: { api: fakeEvApi({ fail: 'The server could not be reached.' }) },
};
export const ScanQrCode: Story = at('scan');
export const Connecting: Story = at('connecting', 'connecting');
export const WaitingForThePlug: Story = at('plugIn', 'awaiting-plug');
export const PluggedIn: Story = at('plugIn', 'plugged-in');
export const CurrentLimit: Story = at('limit', 'plugged-in');
export const BatteryCharging: Story = at('charging', 'charging');
export const SummaryFinishing: Story = at('summary', 'charging');
export const Summary: Story = at('summary', 'stopped');
export const SummaryFailed: Story = at('summary', 'failed');
export const History: Story = at('history');
export const TransactionDetail: Story = at('transaction', 'completed');
export const Loading: Story = { args: { screen: 'charging', api: fakeEvApi({ pending: true }) } };
