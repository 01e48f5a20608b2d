import { renderMarkdown } from '@ohmstead/chat-format/markdown';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import type { SavedReply } from '@ohmstead/contracts/saved-replies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeAgentClient, type FakeAgentClientOptions } from '../../testing/fake-agent-client';
import {
  agentState,
  CHAT_ADA,
  CHAT_BORIS,
  chatWith,
  historyBefore,
  historyItems,
  message,
  REQUEST_CLARA,
  REQUEST_DEV,
  requestFrom,
  sampleFile,
  sampleImage,
} from '../../testing/sample-data';
import type { AgentChatView, AgentSnapshot } from '../client/types';
import { SavedRepliesProvider, type SavedRepliesSource } from '../saved-replies/saved-replies-source';
import { AgentConsole } from './AgentConsole';

interface ConsoleFrameProps {
  /** The client's starting snapshot (anything left out: connected, empty). */
  snapshot: Partial<AgentSnapshot>;
  options?: FakeAgentClientOptions;
  /** The console view to open, e.g. '/history'. */
  initialPath?: string;
  /** The team's saved replies, offered by `/` in the composer. */
  savedReplies?: SavedReply[];
}

/** The console on a fake client of its own (one per story), navigating in memory. */
function ConsoleFrame({ snapshot, options, initialPath = '/', savedReplies }: ConsoleFrameProps) {
  const [client] = useState(() => createFakeAgentClient(snapshot, options));
  const [source] = useState<SavedRepliesSource | null>(() =>
    savedReplies ? { load: async () => savedReplies, agentName: () => 'Alex Agent' } : null,
  );
  return (
    <main style={{ padding: '1rem', maxWidth: '72rem' }}>
      <SavedRepliesProvider value={source}>
        <AgentConsole client={client} memoryLocation initialPath={initialPath} />
      </SavedRepliesProvider>
    </main>
  );
}

/** docs/product.md §3.4 "Live agent flow": every state of the agent console, on an in-memory fake client. */
const meta = {
  title: 'Agent console/Console',
  component: ConsoleFrame,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

const adaConversation = [
  message(CHAT_ADA, 1, 'Hello, the inverter in my garage shows error E-31.', true),
  message(CHAT_ADA, 2, 'Thanks, Ada. Could you send a photo of the display?', false),
  message(CHAT_ADA, 3, 'Here it is, and the manual page I found.', true, {
    attachments: [sampleImage, sampleFile],
  }),
  message(CHAT_ADA, 4, 'That is an insulation fault.\nPlease switch the DC isolator off.', false),
];

const borisConversation = [
  message(CHAT_BORIS, 1, 'Is the Power Blade compatible with my battery?', true),
  message(CHAT_BORIS, 2, 'Which battery model do you have?', true),
];

/** Connected, but the agent is not taking chats: 'Go Online'. */
export const Offline: Story = {
  args: { snapshot: { state: agentState({ isAvailable: false }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Go Online' })).toBeVisible();
  },
};

/** The connection dropped: the console says it is reconnecting and the toggles wait. */
export const Reconnecting: Story = {
  args: { snapshot: { connection: 'reconnecting', state: agentState() } },
};

export const OnlineNoRequests: Story = {
  args: { snapshot: { state: agentState() } },
};

export const OneIncomingRequest: Story = {
  args: { snapshot: { state: agentState(), requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)] } },
};

/** Several requests, oldest first; the conversation before each is read from the server when opened. */
export const SeveralIncomingRequests: Story = {
  args: {
    snapshot: {
      state: agentState(),
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5), requestFrom(REQUEST_DEV, 'Dev Patel', 9)],
    },
    options: { customerHistories: { [REQUEST_CLARA]: historyBefore(5), [REQUEST_DEV]: historyBefore(9) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByText(/Conversation before the request/)[0]!);
    await expect((await canvas.findAllByText('Can I talk to a person?'))[0]!).toBeVisible();
  },
};

/** A bot reply with an image from another site: the agent sees a link to it, and nothing is loaded. */
export const HistoryWithARemoteImage: Story = {
  args: {
    snapshot: { state: agentState(), requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)] },
    options: {
      customerHistories: {
        [REQUEST_CLARA]: [
          ...historyBefore(5),
          {
            text: 'Here is the wiring: ![wiring diagram](https://images.example.net/wiring.png)',
            html: renderMarkdown(
              'Here is the wiring: ![wiring diagram](https://images.example.net/wiring.png)',
            ),
            is_customer: false,
            timestamp: Date.UTC(2025, 4, 12, 9, 5),
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/Conversation before the request/));
    await expect(await canvas.findByRole('link', { name: 'wiring diagram' })).toBeVisible();
    await expect(canvasElement.querySelector('img[src^="https://images.example.net"]')).toBeNull();
  },
};

/** An accept or decline is in flight: both buttons wait, 'Processing request...' shows. */
export const Processing: Story = {
  args: {
    snapshot: {
      state: agentState(),
      processing: true,
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
    },
  },
};

/** Accepting takes a moment (the fake answers after 1.5 s), then the new chat opens. */
export const AcceptARequest: Story = {
  args: {
    snapshot: { state: agentState(), requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)] },
    options: { answerDelayMs: 1500 },
  },
};

/** Two concurrent chats; the one not on screen has unread messages. */
export const TwoConcurrentChats: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true }),
      chats: [
        chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation),
        chatWith(CHAT_BORIS, 'Boris Ivanov', borisConversation, { unread: 2 }),
      ],
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
};

/**
 * The customer is typing: 'Ada Lovelace is typing…' under the messages (a polite status line) and 'typing…'
 * beside her chat in the list (docs/decisions/0050-typing-and-read-marks.md).
 */
export const CustomerTyping: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true }),
      chats: [
        chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation, { customerTyping: true }),
        chatWith(CHAT_BORIS, 'Boris Ivanov', borisConversation),
      ],
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace is typing…')).toBeVisible();
  },
};

/**
 * Delivered and read marks on the agent's own messages: the customer has read up to the first reply and
 * received the second (docs/decisions/0050-typing-and-read-marks.md).
 */
export const ReadMarks: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true }),
      chats: [
        chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation, {
          customer_marks: { chat_id: CHAT_ADA, delivered: 4, read: 3 },
        }),
      ],
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Read')).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

/** A conversation with an image (inline, opens full size) and a file (a link); the composer is live. */
export const ConversationWithAttachments: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true }),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation)],
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: sampleImage.name })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Message to Ada Lovelace'), 'Is the isolator off now?{Enter}');
    await expect(canvas.getByText('Is the isolator off now?')).toBeVisible();
  },
};

const adaNote = {
  id: 'note-1',
  chat_id: CHAT_ADA,
  author_name: 'Alex Agent',
  text: 'Insulation fault confirmed: book a site visit if the isolator does not clear it.',
  created_at: adaConversation[2]!.timestamp,
};

/** An internal note among the messages, marked; the folded note box under the composer, opened. */
export const ConversationWithANote: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true }),
      chats: [chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation, { notes: [adaNote] })],
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Internal note')).toBeVisible();
    await userEvent.click(canvas.getByText('Add an internal note'));
    await expect(canvas.getByLabelText('Internal note (only agents see it)')).toBeVisible();
  },
};

/** `/` at the start of a message opens the team's saved replies, filtered by what follows. */
export const SavedRepliesInTheComposer: Story = {
  args: {
    ...ConversationWithAttachments.args,
    savedReplies: [
      {
        id: 1,
        title: 'greeting',
        body: 'Hello {customer_name}, this is {agent_name}. How can I help?',
        createdBy: 'admin',
        updatedBy: 'admin',
        createdAt: '2026-12-01T09:00:00.000Z',
        updatedAt: '2026-12-01T09:00:00.000Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Message to Ada Lovelace'), '/gre');
    await expect(await canvas.findByRole('option', { name: /greeting/ })).toBeVisible();
  },
};

/** Ada's chat, opened after it ended at 10:09; `end` says how (and, for a transfer, to whom). */
const adaChatEnded = (end: Partial<AgentChatView>): ConsoleFrameProps => ({
  snapshot: {
    state: agentState(),
    chats: [
      chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation, {
        status: 'ended',
        ended_at: new Date(Date.UTC(2025, 4, 12, 10, 9)).toISOString(),
        ...end,
      }),
    ],
  },
  initialPath: `/chats/${CHAT_ADA}`,
});

/** The customer left: the chat is read-only and says why. */
export const EndedChat: Story = {
  args: adaChatEnded({ end_reason: 'customer' }),
};

/** 'End chat' asks first. */
export const EndChatConfirmation: Story = {
  args: ConversationWithAttachments.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End chat' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Yes, end chat' })).toHaveFocus();
  },
};

/** docs/decisions/0051-transfer-and-capacity.md: the agents who could take the chat, and a note for them. */
const transferTargets = [
  { agent_sid: 'agent-7', agent_name: 'Val Okafor', active_chats: 1, max_chats: 3 },
  { agent_sid: 'agent-9', agent_name: 'Sam Sterling', active_chats: 0, max_chats: 2 },
];

/** 'Transfer' opens the list of agents who could take the chat now, with an optional note for them. */
export const TransferDialog: Story = {
  args: { ...TwoConcurrentChats.args, options: { transferTargets } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer' }));
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Transfer the chat with Ada Lovelace' });
    await expect(await within(dialog).findByRole('combobox', { name: 'Transfer to' })).toBeVisible();
  },
};

/** No other agent is online, available and under their limit: nothing to choose. */
export const TransferWithNobodyAvailable: Story = {
  args: TwoConcurrentChats.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Transfer' }));
    await expect(
      await within(canvasElement).findByText('No other agent is available to take this chat right now.'),
    ).toBeVisible();
  },
};

/** After the transfer: read-only here, the chat is the other agent's now. */
export const TransferredChat: Story = {
  args: adaChatEnded({ end_reason: 'transferred', transferredTo: 'Val Okafor' }),
};

/**
 * At the limit of chats at once (here 2 of 2), with automatic assignment on: an accept beyond it is refused
 * by the service, whose words show on the status line.
 */
export const AtTheChatLimit: Story = {
  args: {
    snapshot: {
      state: agentState({ chatActive: true, maxChats: 2, autoAssign: true }),
      chats: [
        chatWith(CHAT_ADA, 'Ada Lovelace', adaConversation),
        chatWith(CHAT_BORIS, 'Boris Ivanov', borisConversation),
      ],
      requests: [requestFrom(REQUEST_CLARA, 'Clara Oswald', 2)],
      error: liveChatMessages.atChatLimit(2),
    },
    initialPath: `/chats/${CHAT_ADA}`,
  },
};

export const HistoryList: Story = {
  args: { snapshot: { state: agentState() }, options: { history: historyItems }, initialPath: '/history' },
};

export const Transcript: Story = {
  args: {
    snapshot: { state: agentState() },
    options: {
      history: historyItems,
      transcripts: { [historyItems[0]!.chat_id]: adaConversation },
      transcriptNotes: { [historyItems[0]!.chat_id]: [{ ...adaNote, chat_id: historyItems[0]!.chat_id }] },
    },
    initialPath: `/history/${historyItems[0]!.chat_id}`,
  },
};

/** The sign-in token was refused (not an agent, or expired). */
export const Unauthorized: Story = {
  args: { snapshot: { connection: 'unauthorized' } },
};
