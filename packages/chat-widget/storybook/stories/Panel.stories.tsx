/** @jsxImportSource react */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { installer, installerConversation, routerConversation } from '../fixtures';
import { LauncherPage } from '../LauncherPage';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta } from '../widget-meta';
import { WidgetFrame, type WidgetFrameProps } from '../WidgetFrame';

/** docs/product.md §3.2 "Chat panel": the launcher, the open panel, its banners and the session states. */
const meta = {
  title: 'Chat widget/Panel',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The availability call's answer before any live chat: how many agents are online. */
const agentsOnline =
  (count: number): WidgetFrameProps['setup'] =>
  (store) => {
    store.agents.value = { online: count > 0, num_agents: count };
  };

/** What the header's availability dot tells a screen reader. */
const expectAnnounced =
  (announced: string): Story['play'] =>
  async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await expect(await panel.findByRole('status')).toHaveTextContent(announced);
  };

/** The page with the widget's script: only the robot launcher, bottom right. Click it to open the chat. */
export const Closed: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <LauncherPage />,
};

/** A guest opens the chat: the AI Assistant (CRM) with the greeting and three starter questions. */
export const OpenWelcomeGuest: Story = {};

/**
 * A signed-in installer who has acknowledged the safety instructions: the Installation Assistant (IA),
 * the bot chip, the safety button, the safety strip, installer starter questions, the manual link.
 */
export const OpenWelcomeInstaller: Story = {
  args: { user: installer },
};

/**
 * docs/product.md §3.2 "Header": agents are online (the availability call when the panel opened, before any live
 * chat): the teal dot beside the bot chip, 'Agents online' to a screen reader, the count on hover.
 */
export const AgentsOnlineBeforeAsking: Story = {
  args: { setup: agentsOnline(2) },
  play: expectAnnounced('Agents online'),
};

/** No agent is available: the grey dot, 'Agents offline'. */
export const AgentsOffline: Story = {
  args: { setup: agentsOnline(0) },
  play: expectAnnounced('Agents offline'),
};

/** A question is on its way: the starter questions are disabled and the typing dots show. */
export const Loading: Story = {
  args: {
    setup: (store) => {
      store.loading.value = true;
    },
  },
};

/**
 * A language model is writing the answer (docs/decisions/0030-streaming-answers.md): its words so far as plain
 * text, Markdown and all, in the bubble its message will take; the dots are gone, the status stays.
 */
export const Writing: Story = {
  args: {
    setup: (store) => {
      store.messages.value = routerConversation().slice(0, 1);
      store.loading.value = true;
      store.draft.value =
        'The Power Router is a **multi-port solid-state** power router: it connects solar, storage, the grid and';
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await expect(await panel.findByText(/multi-port solid-state\*\* power router/)).toBeVisible();
    await expect(panel.getByText('The assistant is writing an answer')).toBeInTheDocument();
  },
};

/** The full-screen toggle: the panel fills the page (here, the frame). */
export const Fullscreen: Story = {
  args: {
    width: 960,
    height: 640,
    setup: (store) => {
      store.messages.value = routerConversation();
      store.fullscreen.value = true;
    },
  },
};

/** The bot answered 429: the closable banner above the conversation. */
export const TooManyRequests: Story = {
  args: {
    setup: (store) => {
      store.messages.value = routerConversation();
      store.tooManyRequests.value = true;
    },
  },
};

/**
 * 613 s without activity: the 'Session Expiring Soon' modal counts down the seconds left (live: the
 * session's one-second check runs) over the blurred chat. Continue keeps the session; End ends it.
 */
export const SessionExpiring: Story = {
  args: {
    user: installer,
    startTimers: true,
    setup: (store) => {
      store.safetyStripDismissed.value = true;
      store.messages.value = installerConversation();
      store.session.lastActivity.value = Date.now() - 613_000;
      store.session.check();
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await panel.findByRole('dialog', { name: 'Session Expiring Soon' });
    await waitFor(() => expect(panel.getByText(/^\d+ seconds$/)).toBeInTheDocument());
  },
};

/** 900 s without activity: the history is gone on the server and the banner offers a fresh start. */
export const SessionExpired: Story = {
  args: {
    setup: (store) => {
      store.messages.value = routerConversation();
      store.session.expireNow();
    },
  },
};
