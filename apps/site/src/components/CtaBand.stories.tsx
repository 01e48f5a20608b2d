import type { Meta, StoryObj } from '@storybook/react-vite';
import { CtaBand } from './CtaBand';

const meta = {
  title: 'Site/Components/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Electrify your fleet with confidence',
    text: 'Tell us about your vehicles, duty cycles and site, and we will size a depot that fits your service.',
    action: { title: 'Contact Us', to: '/contact-us' },
  },
} satisfies Meta<typeof CtaBand>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
