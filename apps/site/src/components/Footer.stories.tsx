import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Site/Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    // The real subscribe form lives in the newsletter feature; the footer only provides its slot.
    newsletter: (
      <form onSubmit={(event) => event.preventDefault()} style={{ display: 'flex', gap: 8 }}>
        <label htmlFor="story-email" className="visually-hidden">
          Email address
        </label>
        <input id="story-email" type="email" placeholder="you@company.com" />
        <button type="submit">Subscribe</button>
      </form>
    ),
  },
} satisfies Meta<typeof Footer>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
