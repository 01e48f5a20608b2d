import { chatMessages } from '@ohmstead/contracts/chat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { notification } from '../../src/state/notification';
import { exchange, installer, installerConversation, minutesAgo, QUESTIONS } from '../fixtures';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/** docs/product.md §3.2 "Message list" and §3.4 "Bot replies with special meanings". */
const meta = {
  title: 'Chat widget/Messages',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every kind of message: the user's questions, the assistant's formatted answer (a table, a bullet list,
 * an image that opens the lightbox, a spec sheet link), and a notification with its timestamp.
 */
export const ConversationWithEveryMessageKind: Story = {
  args: {
    setup: (store) => {
      const [askForAgent, consentPrompt] = exchange('CRM', QUESTIONS.agent, minutesAgo(6));
      store.messages.value = [
        askForAgent!,
        { ...consentPrompt!, actions: undefined },
        notification(chatMessages.chatRequestCancelled, minutesAgo(5)),
        ...exchange('CRM', QUESTIONS.router, minutesAgo(3)),
      ];
    },
  },
};

/**
 * Installation Assistant answers: an installation answer carries the safety guidelines note; the
 * specification answer before it (marked 'No Safety Guidelines Required' by the bot) does not.
 */
export const InstallerAnswerWithGuidelines: Story = {
  args: {
    user: installer,
    setup: (store) => {
      store.safetyStripDismissed.value = true;
      store.messages.value = installerConversation();
    },
  },
};

/** The bot answered 'Connect live agent': the consent buttons (connect me / continue to AI chat). */
export const ConsentButtons: Story = {
  args: {
    setup: (store) => {
      store.messages.value = exchange('CRM', QUESTIONS.agent, minutesAgo(1));
    },
  },
};

/** An answer naming the support phone number: the assistant also offers a live agent. */
export const LiveAgentOfferAfterSupportPhone: Story = {
  args: {
    setup: (store) => {
      store.messages.value = exchange('CRM', QUESTIONS.contact, minutesAgo(1));
    },
  },
};
