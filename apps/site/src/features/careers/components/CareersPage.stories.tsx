import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { jobs } from '../jobs';
import { ApplyClosing } from './ApplyClosing';
import { CareersHero } from './CareersHero';
import { JobAccordion } from './JobAccordion';

/**
 * The careers page's parts, without the route (which asks the server for its page tags). Resize the
 * canvas to see the hero's variants: desktop, tablet 768–991px, mobile ≤ 767px and the card ≤ 471px.
 */
const meta = {
  title: 'Site/Careers/Page parts',
  component: JobAccordion,
  parameters: { layout: 'fullscreen' },
  args: { jobs, onApply: fn(), onApplyIntent: fn() },
} satisfies Meta<typeof JobAccordion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Hero: Story = { render: () => <CareersHero /> };

/** 'Join Our Team' with every job closed. */
export const JobsClosed: Story = {
  render: (args) => (
    <div className="container" style={{ paddingBlock: 32 }}>
      <JobAccordion {...args} />
    </div>
  ),
};

/** Field Services Engineer open: it has a location, so no description. */
export const JobWithLocationOpen: Story = {
  ...JobsClosed,
  args: { initiallyOpen: 'field-services-engineer' },
};

/** Test Engineer open: no location, so its description shows. Opening it closes the other. */
export const OnlyOneOpenAtATime: Story = {
  ...JobsClosed,
  args: { initiallyOpen: 'field-services-engineer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Test Engineer' }));
    await expect(canvas.getByRole('button', { name: 'Field Services Engineer' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Now: Test Engineer' }));
    await expect(args.onApply).toHaveBeenCalledWith(jobs[1]);
  },
};

export const ClosingBlock: Story = {
  render: () => (
    <div className="container" style={{ paddingBlock: 32 }}>
      <ApplyClosing />
    </div>
  ),
};
