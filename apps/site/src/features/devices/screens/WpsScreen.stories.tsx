import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DevicesApi, DevicesApiContext } from '../api/devices-api';
import { fakeDevicesApi } from '../devices-fixtures';
import { MapDetailScreen } from './MapDetailScreen';
import { WpsScreen } from './WpsScreen';

/** Application Engineering: the sites on the offline map (the shipped basemap), and one site in full screen. */
const meta = {
  title: 'Site/Admin/Devices/ApplicationEngineering',
  component: WpsScreen,
  args: { api: fakeDevicesApi(), full: false },
  render: ({ api, full }: { api: DevicesApi; full: boolean }) => (
    <DevicesApiContext value={api}>{full ? <MapDetailScreen /> : <WpsScreen />}</DevicesApiContext>
  ),
} satisfies Meta<{ api: DevicesApi; full: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three sites: all fine, one with a fault, one offline. */
export const Sites: Story = {};
/** The sites could not be loaded. */
export const Failed: Story = {
  args: { api: fakeDevicesApi(undefined, { fail: 'The server could not be reached.' }) },
};
/** The hub in full screen (/admin/wps/map-detail?site=2): its devices on the map and their status. */
export const MapDetail: Story = {
  args: { full: true },
  parameters: { route: '/admin/wps/map-detail?site=2', layout: 'fullscreen' },
};
/** Map detail without a site chosen. */
export const MapDetailWithoutSite: Story = {
  args: { full: true },
  parameters: { route: '/admin/wps/map-detail' },
};
