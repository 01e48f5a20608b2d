import type { Meta, StoryObj } from '@storybook/react-vite';
import { type OtaApi, OtaApiContext } from '../api/ota-api';
import { fakeOtaApi } from '../ota-fixtures';
import { ComponentsScreen } from './ComponentsScreen';
import { ProductsScreen } from './ProductsScreen';
import { UploadOtaScreen } from './UploadOtaScreen';

const SCREENS = { products: ProductsScreen, components: ComponentsScreen, upload: UploadOtaScreen };

/** OTA's three screens with their calls answered from memory (ota-fixtures). */
const meta = {
  title: 'Site/Admin/OTA',
  component: ProductsScreen,
  args: { api: fakeOtaApi(), screen: 'products' },
  render: ({ api, screen }: { api: OtaApi; screen: keyof typeof SCREENS }) => {
    const Screen = SCREENS[screen];
    return (
      <OtaApiContext value={api}>
        <Screen />
      </OtaApiContext>
    );
  },
} satisfies Meta<{ api: OtaApi; screen: keyof typeof SCREENS }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const ProductsEmpty: Story = { args: { api: fakeOtaApi({ empty: true }) } };
export const ProductsFailed: Story = {
  args: { api: fakeOtaApi({ fail: 'The server could not be reached.' }) },
};
export const Components: Story = { args: { screen: 'components' } };
export const ComponentsLoading: Story = {
  args: { screen: 'components', api: fakeOtaApi({ pending: true }) },
};
/** The upload form and the releases so far. */
export const Upload: Story = { args: { screen: 'upload' } };
/** A release's roll-out: one device updated, one downloading, one rolled back after a failed verification, one waiting offline. */
export const RolloutProgress: Story = {
  args: { screen: 'upload' },
  parameters: { route: '/admin/ota/upload-ota?release=7' },
};
