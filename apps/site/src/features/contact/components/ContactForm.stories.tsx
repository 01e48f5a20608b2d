import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from './ContactForm';

/**
 * The enquiry form. Press Submit while it is empty to see every validation message. The captcha
 * asks the API for its configuration; where Storybook runs without the server it shows its
 * "could not be loaded" state.
 */
const meta = {
  title: 'Site/Contact/ContactForm',
  component: ContactForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
