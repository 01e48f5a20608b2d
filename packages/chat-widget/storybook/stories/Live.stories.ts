import { LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChatStore } from '../../src/state/types';
import { fakeLiveService, type LiveScenario } from '../fake-live-service';
import { exchange, minutesAgo, QUESTIONS } from '../fixtures';
import { replyHtml } from '../reply-html';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/** docs/product.md §3.4 "Live agent flow", §3.2 "Chat panel" (header indicator and switch, paperclip). */
const meta = {
  title: 'Chat widget/Live agent',
  component: WidgetFrame,
  ...widgetFrameMeta(),
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

/** Maya has taken the chat and said her first message. */
const mayaSaidHi = { name: 'Maya', messages: agentMessages.slice(0, 1) };

/** A story's args: the fake agent service plays `scenario` once the guest has said yes to a live agent. */
function afterSayingYes(scenario: LiveScenario, then?: (store: ChatStore) => void): Story['args'] {
  return { openLiveSocket: fakeLiveService(scenario), setup: (store) => sayYesToAnAgent(store, then) };
}

/** Waiting in the queue: the position and the Cancel Request button; the typing dots show the wait. */
export const WaitingWithQueuePosition: Story = {
  args: afterSayingYes({ agentsOnline: true, position: 3 }),
};

/** An agent took the chat: its name on each message, an inline image (opens the lightbox) and a file link. */
export const ConnectedWithAgent: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: { name: 'Maya', messages: agentMessages } }),
};

/**
 * The agent is typing: 'Agent is typing…' above the composer, in a polite status region announced once per
 * typing spell (docs/decisions/0050-typing-and-read-marks.md).
 */
export const AgentTyping: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi, agentTyping: true }),
};

/** The customer's message reached the agent: 'Delivered' under it (docs/decisions/0050-typing-and-read-marks.md). */
export const MessageDelivered: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi, agentGets: 'delivered' }, (store) =>
    store.live.peek()?.send('Here is the photo of the display.'),
  ),
};

/** The agent has read the customer's message: 'Read' under it. */
export const MessageRead: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi, agentGets: 'read' }, (store) =>
    store.live.peek()?.send('Here is the photo of the display.'),
  ),
};

/** Files picked in the composer (with their remove buttons), one refused as over 100 MB. */
export const FilesSelected: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi }, (store) => {
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
};

/** The agent ended the chat: the notice, back to the bot. */
export const ChatEnded: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi, ending: 'chat_ended' }),
};

/** The agent's connection dropped for good: 'Agent disconnected', the chat ends. */
export const AgentDisconnected: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi, ending: 'agent_disconnected' }),
};

/** No agent is free: the apology and the contact form; the header shows agents offline. */
export const NoAgentsOffline: Story = {
  args: afterSayingYes({ agentsOnline: false, noAgents: true }),
};

/** The header with agents online and the live-agent switch toggled back to the bot (the chat stays open). */
export const HeaderToggledToBot: Story = {
  args: afterSayingYes({ agentsOnline: true, agent: mayaSaidHi }, (store) => store.live.peek()?.toggle()),
};
