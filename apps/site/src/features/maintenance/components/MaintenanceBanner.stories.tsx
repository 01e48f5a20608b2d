import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MaintenanceBanner } from './MaintenanceBanner';

/** The site-wide maintenance notice. Its HTML is sanitised before it reaches the page. */
const meta = {
  title: 'Site/Maintenance/MaintenanceBanner',
  component: MaintenanceBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    html: 'Scheduled maintenance tonight from 22:00 to 23:00 UTC. See the <a href="https://status.ohmsteadpower.com/">status page</a>.',
    onDismiss: fn(),
  },
} satisfies Meta<typeof MaintenanceBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Notice: Story = {};

/** A hostile message: the image with its handler and the script are removed, the link opens safely. */
export const Sanitised: Story = {
  args: {
    html: '<b>Maintenance</b> <img src=x onerror=alert(1)><script>alert(2)</script> <a href="https://status.ohmsteadpower.com/">status</a>',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Maintenance notice' });
    await expect(banner.querySelector('img, script')).toBeNull();
    await expect(within(banner).getByRole('link', { name: 'status' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
