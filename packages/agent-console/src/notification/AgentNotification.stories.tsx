import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFakeAgentClient } from '../../testing/fake-agent-client';
import {
  agentState,
  CHAT_ADA,
  CHAT_BORIS,
  chatWith,
  message,
  REQUEST_CLARA,
  REQUEST_DEV,
  requestFrom,
} from '../../testing/sample-data';
import type { AgentSnapshot } from '../client/agent-client';
import { NOTIFICATION_MINIMIZED_STORAGE_KEY } from '../constants';
import { AgentNotification } from './AgentNotification';

interface DemoProps {
  /** What the agent's connection holds (the fake client starts from it). */
  snapshot: Partial<AgentSnapshot>;
  onGoToChat: (chatId?: string) => void;
}

/** The notification on a fake connection made once per story; its buttons work in memory. */
function NotificationDemo({ snapshot, onGoToChat }: DemoProps) {
  const [client] = useState(() => createFakeAgentClient(snapshot));
  return <AgentNotification client={client} onGoToChat={onGoToChat} />;
}

const storeMinimised = (minimised: boolean) => () => {
  localStorage.setItem(NOTIFICATION_MINIMIZED_STORAGE_KEY, String(minimised));
  return () => localStorage.removeItem(NOTIFICATION_MINIMIZED_STORAGE_KEY);
};

/**
 * docs/product.md §3.2, §3.4 "Agent notification": the agent's status on every page but the agent page, fixed at
 * the bottom left (above the mini-screen's round button), 320 px wide or a 56 px circle with a badge.
 */
const meta = {
  title: 'Agent console/AgentNotification',
  component: NotificationDemo,
  parameters: { layout: 'fullscreen' },
  args: { onGoToChat: fn(), snapshot: { state: agentState() } },
  beforeEach: storeMinimised(false),
} satisfies Meta<typeof NotificationDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

const ada = chatWith(CHAT_ADA, 'Ada Lovelace', [
  message(CHAT_ADA, 1, 'Hello, my charger will not start.', true),
  message(CHAT_ADA, 2, 'Let me check that for you.', false),
]);
const boris = chatWith(CHAT_BORIS, 'Boris Petrov', [
  message(CHAT_BORIS, 1, 'Is the 22 kW model compatible with my car?', true),
]);

/** A customer waits: 'Incoming Chat Request' (urgent), who asks, Accept Chat and Decline. */
export const IncomingRequest: Story = {
  args: { snapshot: { state: agentState(), requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Incoming Chat Request');
  },
};

/** Accept Chat: once the chat is assigned, the agent page opens at it (onGoToChat with its id). */
export const AcceptOpensTheChat: Story = {
  args: IncomingRequest.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept Chat' }));
    await expect(args.onGoToChat).toHaveBeenCalledWith(REQUEST_CLARA);
  },
};

/** More than one request: '+N more request(s) waiting' under the oldest. */
export const SeveralRequests: Story = {
  args: {
    snapshot: {
      state: agentState(),
      requests: [
        requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5),
        requestFrom(REQUEST_DEV, 'Dev Patel', 6),
        requestFrom('0a1b2c3d-0000-4000-8000-0000000000e3', 'Eve Martin', 7),
      ],
    },
  },
};

/** An accept or decline under way: 'Processing request...', both buttons disabled. */
export const Processing: Story = {
  args: {
    snapshot: {
      state: agentState(),
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
      processing: true,
    },
  },
};

/** A customer wrote in a chat the agent is not looking at: 'New Message Received' and View Message. */
export const NewMessage: Story = {
  args: { snapshot: { state: agentState({ chatActive: true }), chats: [{ ...boris, unread: 1 }, ada] } },
};

/** In a chat, nothing unread: 'Active Chat' and Go to Chat. */
export const ActiveChat: Story = {
  args: { snapshot: { state: agentState({ chatActive: true }), chats: [ada] } },
};

/** Available, nothing waiting: 'Agent Online' and Go Offline. */
export const Online: Story = {};

/** Unavailable, but a customer wrote: the message comes first, and Go Online is offered. */
export const OfflineWithMessage: Story = {
  args: { snapshot: { state: agentState({ isAvailable: false }), chats: [{ ...boris, unread: 1 }] } },
};

/**
 * Unavailable with nothing waiting: 'Agent Offline' is the priority's last step, but the spec shows the
 * notification only while available, in a chat, or with requests or unread messages, so nothing is
 * shown (the title itself is covered by notification-status.test.ts).
 */
export const OfflineHidden: Story = {
  args: { snapshot: { state: agentState({ isAvailable: false }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Agent notification' })).toBeNull();
  },
};

/** Minimised, with Clara's request pending and `unread` messages from Boris not yet read. */
function minimisedWithWaiting(unread: number): Pick<Story, 'beforeEach' | 'args'> {
  return {
    beforeEach: storeMinimised(true),
    args: {
      snapshot: {
        state: agentState(),
        requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
        chats: [{ ...boris, unread }],
      },
    },
  };
}

/** Minimised: the 56 px circle, its badge counting pending requests and unread messages (here 3). */
export const MinimisedWithBadge: Story = {
  ...minimisedWithWaiting(2),
  play: async ({ canvasElement }) => {
    const restore = within(canvasElement).getByRole('button', {
      name: 'Restore agent notification (3 waiting)',
    });
    await expect(restore).toHaveTextContent('3');
  },
};

/** More than 99 waiting (here 120): the badge shows '99+'. */
export const MinimisedBadgeCapped: Story = {
  ...minimisedWithWaiting(119),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Restore agent notification/ }),
    ).toHaveTextContent('99+');
  },
};
