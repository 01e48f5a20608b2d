import { chatMessages } from '@ohmstead/contracts/chat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exchange, minutesAgo, QUESTIONS } from '../fixtures';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/**
 * Helpful / Not helpful under each bot answer (ours, docs/decisions/0040-answer-feedback.md): not under
 * the consent buttons of an intent, not under an error, not on the welcome screen.
 */
const meta = {
  title: 'Chat widget/Answer feedback',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh answer: both thumbs offered, neither pressed. Choosing one thanks the user once. */
export const NothingChosenYet: Story = {
  args: {
    setup: (store) => {
      store.messages.value = exchange('CRM', QUESTIONS.router, minutesAgo(1));
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    const notHelpful = await panel.findByRole('button', { name: chatMessages.feedbackNotHelpful });
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(notHelpful);
    await waitFor(() =>
      expect(panel.getByText(chatMessages.feedbackThanks)).toHaveAttribute('role', 'status'),
    );
    await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * A conversation restored from the stored history: the first answer was marked not helpful, the second
 * helpful; the intent's consent buttons below carry no feedback.
 */
export const ChoicesKeptWithTheHistory: Story = {
  args: {
    setup: (store) => {
      const [routerQuestion, routerAnswer] = exchange('CRM', QUESTIONS.router, minutesAgo(5));
      const [evQuestion, evAnswer] = exchange('CRM', QUESTIONS.evCharging, minutesAgo(3));
      store.messages.value = [
        routerQuestion!,
        { ...routerAnswer!, rating: 'down' },
        evQuestion!,
        { ...evAnswer!, rating: 'up' },
        ...exchange('CRM', QUESTIONS.agent, minutesAgo(1)),
      ];
    },
  },
};
