import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFakeAgentClient } from '../../testing/fake-agent-client';
import {
  agentState,
  CHAT_ADA,
  chatWith,
  message,
  REQUEST_CLARA,
  requestFrom,
} from '../../testing/sample-data';
import type { AgentSnapshot } from '../client/agent-client';
import { AgentConsole } from '../console/AgentConsole';
import { AgentNotification } from '../notification/AgentNotification';
import { AgentMiniScreen } from './AgentMiniScreen';

interface DemoProps {
  snapshot: Partial<AgentSnapshot>;
  /** Shows the notification too, as the site does, to see the two stacked at the bottom left. */
  withNotification?: boolean;
  onGoToChat?: (chatId?: string) => void;
}

/** The mini-screen on a fake connection, with the real console (in memory) inside its modal. */
function MiniScreenDemo({ snapshot, withNotification = false, onGoToChat = () => {} }: DemoProps) {
  const [client] = useState(() => createFakeAgentClient(snapshot));
  return (
    <>
      {withNotification && <AgentNotification client={client} onGoToChat={onGoToChat} />}
      <AgentMiniScreen
        client={client}
        renderConsole={() => <AgentConsole client={client} base="/admin/chatbot-agent" memoryLocation />}
      />
    </>
  );
}

const ada = chatWith(CHAT_ADA, 'Ada Lovelace', [
  message(CHAT_ADA, 1, 'Hello, my charger will not start.', true),
  message(CHAT_ADA, 2, 'Let me check that for you.', false),
]);

/**
 * docs/product.md §3.2 "Agent mini-screen": a round button at the bottom left for an available agent, opening the
 * console in an extra-large modal that a click on the backdrop does not close (its close button and
 * Escape do).
 */
const meta = {
  title: 'Agent console/AgentMiniScreen',
  component: MiniScreenDemo,
  parameters: { layout: 'fullscreen' },
  args: { snapshot: { state: agentState(), chats: [ada] }, onGoToChat: fn() },
} satisfies Meta<typeof MiniScreenDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Available: the round 'Open agent chat' button, bottom left. */
export const Closed: Story = {};

/** Opened: the console in the modal; the backdrop does not close it, Escape does. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open agent chat' }));
    // The modal is rendered into <body>, outside the story's canvas.
    const page = within(document.body);
    await expect(page.getByRole('dialog', { name: 'Agent chat' })).toBeInTheDocument();
    // A click on the backdrop reaches the <dialog> element itself.
    await userEvent.click(document.querySelector('dialog.agent-mini-screen')!);
    await expect(page.getByRole('dialog', { name: 'Agent chat' })).toBeInTheDocument();
  },
};

/** Unavailable: no button (the mini-screen requires the agent to be available). */
export const Unavailable: Story = {
  args: { snapshot: { state: agentState({ isAvailable: false }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Open agent chat' })).toBeNull();
  },
};

/** As on the site: the notification stacked above the round button, both bottom left. */
export const WithNotification: Story = {
  args: {
    withNotification: true,
    snapshot: {
      state: agentState(),
      chats: [ada],
      requests: [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5)],
    },
  },
};
