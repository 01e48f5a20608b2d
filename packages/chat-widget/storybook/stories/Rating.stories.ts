import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ratingWords as t } from '../../src/live/rating/rating-words';
import type { CsatOffer } from '../../src/state/chat-message';
import { notification } from '../../src/state/notification';
import { systemMessage } from '../../src/state/reply-handling';
import type { ChatStore } from '../../src/state/types';
import { exchange, installer, minutesAgo, QUESTIONS } from '../fixtures';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

const CHAT_ID = '5d0c9a3e-7b21-4f6a-9c8d-2e1f0a3b4c5d';

/**
 * After a live chat (docs/decisions/0049-satisfaction-and-transcript.md): the spec's end notice, then "How
 * was your chat?", then the transcript by e-mail, then the thanks.
 */
const meta = {
  title: 'Chat widget/After a live chat',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conversation, the end notice, and the offer at step `offer`. */
const endedWith = (offer: Omit<CsatOffer, 'chatId'>) => (store: ChatStore) => {
  store.messages.value = [
    ...exchange('CRM', QUESTIONS.router, minutesAgo(6)),
    notification(chatChunkMessages.chatEnded, minutesAgo(1)),
  ];
  // Added as the live chat adds it: a live message loads the live chunk, which draws the offer.
  store.addMessages(systemMessage('', { live: true, csat: { chatId: CHAT_ID, ...offer } }, minutesAgo(1)));
};

/** The rating form: five choices, an optional comment, Send rating and Skip. Rating 4 thanks the guest. */
export const RatingOffered: Story = {
  args: { setup: endedWith({ step: 'rate' }) },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await userEvent.click(await panel.findByRole('radio', { name: t.scores[4] }));
    await userEvent.type(panel.getByLabelText(t.comment), 'Quick and kind.');
    await userEvent.click(panel.getByRole('button', { name: t.send }));
    await waitFor(() => expect(panel.getByText(t.thanks)).toBeTruthy());
  },
};

/** Sent with no choice: the form says what it needs. */
export const RatingWithoutAChoice: Story = {
  args: { setup: endedWith({ step: 'rate' }) },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: t.send }));
    await waitFor(() => expect(panel.getByText(t.chooseScore)).toBeTruthy());
  },
};

/** Rated: the thanks, and the transcript offered to the address the guest types. */
export const TranscriptOffered: Story = {
  args: { setup: endedWith({ step: 'transcript', rated: true }) },
};

/** A signed-in customer: the offer holds their own address. */
export const TranscriptOfferedSignedIn: Story = {
  args: {
    user: { ...installer, userName: 'sam.porter@example.com' },
    setup: endedWith({ step: 'transcript' }),
  },
};

/** Rated and mailed: the thanks and "The transcript is on its way." */
export const Done: Story = {
  args: { setup: endedWith({ step: 'done', rated: true, mailed: true }) },
};
