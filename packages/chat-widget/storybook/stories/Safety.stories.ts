import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { installer, installerBeforeSafetyCheck, installerConversation } from '../fixtures';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta, withModalOpen } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/**
 * docs/product.md §3.2 "Safety overlay", "Safety instructions modal", "Safety disclaimer strip" and §3.4 "Safety
 * flow": an installer who has not acknowledged the instructions gets the four-page wizard first.
 */
const meta = {
  title: 'Chat widget/Safety',
  component: WidgetFrame,
  ...widgetFrameMeta(installerBeforeSafetyCheck),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

type Panel = Awaited<ReturnType<typeof withinPanel>>;

/** Reads the wizard page to its end, as a user scrolling it would; Next or I Acknowledge then enables. */
async function readPage(panel: Panel, page: number) {
  const content = await panel.findByRole('region', { name: new RegExp(`^Page ${page} of 4`) });
  content.scrollTop = content.scrollHeight;
}

/** Reads pages 1 to page - 1 and moves on with Next after each. */
async function goToPage(canvasElement: HTMLElement, page: number): Promise<Panel> {
  const panel = await withinPanel(canvasElement);
  for (let read = 1; read < page; read += 1) {
    await readPage(panel, read);
    const next = panel.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
  }
  await panel.findByRole('region', { name: new RegExp(`^Page ${page} of 4`) });
  return panel;
}

/** Page 1 of 4 as it opens: Previous is disabled, Next waits until the page has been read. */
export const WizardPage1: Story = {
  play: async ({ canvasElement }) => {
    const panel = await goToPage(canvasElement, 1);
    await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Page 2, just reached: 'Scroll to continue' until it is read to the end. */
export const WizardPage2ScrollToContinue: Story = {
  play: async ({ canvasElement }) => {
    const panel = await goToPage(canvasElement, 2);
    await expect(panel.getByText('Scroll to continue')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Page 3: the installation site, grounding and cabling. */
export const WizardPage3: Story = {
  play: async ({ canvasElement }) => {
    await goToPage(canvasElement, 3);
  },
};

/** Page 4, read to its end: the acknowledgement text and the enabled I Acknowledge button. */
export const WizardPage4Acknowledge: Story = {
  play: async ({ canvasElement }) => {
    const panel = await goToPage(canvasElement, 4);
    await readPage(panel, 4);
    await waitFor(() => expect(panel.getByRole('button', { name: 'I Acknowledge' })).toBeEnabled());
  },
};

/** The header's safety button: the four sections, the first one open. */
export const SafetyInstructions: Story = {
  args: { user: installer, setup: withModalOpen('safety-instructions') },
};

/** The strip above an installer's conversation: the instructions and the manual, dismissible. */
export const SafetyStrip: Story = {
  args: {
    user: installer,
    setup: (store) => {
      store.messages.value = installerConversation();
    },
  },
};
