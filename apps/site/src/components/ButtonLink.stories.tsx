import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Site/Components/ButtonLink',
  component: ButtonLink,
  args: { to: '/contact-us', children: 'Contact Us' },
} satisfies Meta<typeof ButtonLink>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'Back to Home', to: '/' } };
export const Light: Story = {
  args: { variant: 'light', children: 'Explore the Technology', to: '/power-router-technology' },
  parameters: { backgrounds: { default: 'dark' } },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-navy-900)', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export const ExternalInNewTab: Story = {
  args: {
    to: 'https://www.linkedin.com/company/ohmstead-power',
    newTab: true,
    children: 'Follow us on LinkedIn',
  },
};
