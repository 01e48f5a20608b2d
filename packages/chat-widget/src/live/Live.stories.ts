import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import type { ChatStore } from '../state/chat-store';
import { fakeLiveService, type LiveScenario } from '../storybook/fake-live-service';
import { exchange, minutesAgo, QUESTIONS } from '../storybook/fixtures';
import { replyHtml } from '../storybook/reply-html';
import { WidgetFrame } from '../storybook/WidgetFrame';

/** docs/product.md §3.4 "Live agent flow", §3.2 "Chat panel" (header indicator and switch, paperclip). */
const meta = {
  title: 'Chat widget/Live agent',
  component: WidgetFrame,
  parameters: { layout: 'centered' },
  args: { user: null, onMinimise: fn() },
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const NOW = Date.now();
const agentMessages: NonNullable<LiveScenario['agent']>['messages'] = [
  {
    id: 'agent-msg-1',
    message: 'Hi, I am Maya from support. Could you send a **photo of the display**?',
    html: replyHtml('Hi, I am Maya from support. Could you send a **photo of the display**?'),
    attachments: [],
    is_customer: false,
    sender_name: 'Maya',
    timestamp: new Date(NOW - 60_000).toISOString(),
  },
  {
    id: 'agent-msg-2',
    message: 'Here is the wiring diagram and the manual page for the E42 code.',
    html: replyHtml('Here is the wiring diagram and the manual page for the E42 code.'),
    attachments: [
      { name: 'wiring-diagram.svg', url: '/assets/uploads/live-chat/wiring-diagram.svg', size: 2048 },
      {
        name: 'E42-troubleshooting.pdf',
        url: '/assets/uploads/live-chat/E42-troubleshooting.pdf',
        size: 81_920,
      },
    ],
    is_customer: false,
    sender_name: 'Maya',
    timestamp: new Date(NOW - 30_000).toISOString(),
  },
];

/** The guest asked for a person and says yes to a live agent (the consent buttons' own action). */
function sayYesToAnAgent(store: ChatStore, then?: (store: ChatStore) => void) {
  const [question, consentPrompt] = exchange('CRM', QUESTIONS.agent, minutesAgo(2));
  store.messages.value = [question!];
  store.addMessages(consentPrompt!);
  const stop = store.live.subscribe((session) => {
    if (!session) return;
    queueMicrotask(() => {
      stop();
      session.answerConsent(consentPrompt!.id, true);
      if (then) setTimeout(() => then(store), 50);
    });
  });
}

/** Waiting in the queue: the position and the Cancel Request button; the typing dots show the wait. */
export const WaitingWithQueuePosition: Story = {
  args: {
    openLiveSocket: fakeLiveService({ agentsOnline: true, position: 3 }),
    setup: (store) => sayYesToAnAgent(store),
  },
};

/** An agent took the chat: its name on each message, an inline image (opens the lightbox) and a file link. */
export const ConnectedWithAgent: Story = {
  args: {
    openLiveSocket: fakeLiveService({ agentsOnline: true, agent: { name: 'Maya', messages: agentMessages } }),
    setup: (store) => sayYesToAnAgent(store),
  },
};

/** Files picked in the composer (with their remove buttons), one refused as over 100 MB. */
export const FilesSelected: Story = {
  args: {
    openLiveSocket: fakeLiveService({
      agentsOnline: true,
      agent: { name: 'Maya', messages: agentMessages.slice(0, 1) },
    }),
    setup: (store) =>
      sayYesToAnAgent(store, () => {
        const huge = new File(['x'], 'site-survey-video.mp4');
        Object.defineProperty(huge, 'size', { value: LIVE_CHAT_FILE_MAX_BYTES + 1 });
        store.live
          .peek()
          ?.addFiles([
            new File(['display'], 'inverter-display.jpg', { type: 'image/jpeg' }),
            new File(['log'], 'error-log.txt', { type: 'text/plain' }),
            huge,
          ]);
      }),
  },
};

/** The agent ended the chat: the notice, back to the bot. */
export const ChatEnded: Story = {
  args: {
    openLiveSocket: fakeLiveService({
      agentsOnline: true,
      agent: { name: 'Maya', messages: agentMessages.slice(0, 1) },
      ending: 'chat_ended',
    }),
    setup: (store) => sayYesToAnAgent(store),
  },
};

/** The agent's connection dropped for good: 'Agent disconnected', the chat ends. */
export const AgentDisconnected: Story = {
  args: {
    openLiveSocket: fakeLiveService({
      agentsOnline: true,
      agent: { name: 'Maya', messages: agentMessages.slice(0, 1) },
      ending: 'agent_disconnected',
    }),
    setup: (store) => sayYesToAnAgent(store),
  },
};

/** No agent is free: the apology and the contact form; the header shows agents offline. */
export const NoAgentsOffline: Story = {
  args: {
    openLiveSocket: fakeLiveService({ agentsOnline: false, noAgents: true }),
    setup: (store) => sayYesToAnAgent(store),
  },
};

/** The header with agents online and the live-agent switch toggled back to the bot (the chat stays open). */
export const HeaderToggledToBot: Story = {
  args: {
    openLiveSocket: fakeLiveService({
      agentsOnline: true,
      agent: { name: 'Maya', messages: agentMessages.slice(0, 1) },
    }),
    setup: (store) => sayYesToAnAgent(store, () => store.live.peek()?.toggle()),
  },
};
