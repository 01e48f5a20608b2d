import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel';

interface Fact {
  figure: string;
  label: string;
}

const facts: Fact[] = [
  { figure: 'Up to 98%', label: 'efficiency' },
  { figure: 'Up to 50%', label: 'lower installation cost' },
  { figure: 'Up to 70%', label: 'lower utility bills' },
];

/** The page carousel: drag it, use the dots or the arrow keys; hover or keyboard focus pauses it. */
const meta = {
  title: 'Site/Components/Carousel',
  component: Carousel<Fact>,
  args: {
    label: 'Key figures',
    items: facts,
    getKey: (fact: Fact) => fact.label,
    getSlideLabel: (fact: Fact) => `${fact.figure} ${fact.label}`,
    renderSlide: (fact: Fact) => (
      <div
        style={{ padding: 48, textAlign: 'center', background: 'var(--color-surface-alt)', borderRadius: 12 }}
      >
        <p style={{ fontSize: 40, fontWeight: 700, margin: 0, color: 'var(--color-navy-700)' }}>
          {fact.figure}
        </p>
        <p style={{ margin: 0 }}>{fact.label}</p>
      </div>
    ),
  },
} satisfies Meta<typeof Carousel<Fact>>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
