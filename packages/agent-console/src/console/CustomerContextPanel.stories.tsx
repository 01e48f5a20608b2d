/** @jsxImportSource react */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  GUEST_CONTEXT,
  INSTALLER_CONTEXT,
  NO_DEVICES_CONTEXT,
  sampleContextSource,
} from '../../testing/customer-context-samples';
import { createFakeAgentClient } from '../../testing/fake-agent-client';
import { agentState, CHAT_ADA, chatWith, message } from '../../testing/sample-data';
import { CustomerContextProvider } from '../customer-context/customer-context-source';
import { customerContextWords as t } from '../customer-context/customer-context-words';
import { CustomerContextView } from '../customer-context/CustomerContextPanel';
import { AgentConsole } from './AgentConsole';

type Answer = Parameters<typeof sampleContextSource>[0];

/** The panel alone, on a source that gives `answer`, in a column as wide as beside a conversation. */
function PanelFrame({ answer }: { answer: Answer }) {
  const [source] = useState(() => sampleContextSource(answer));
  return (
    <main className="ac-console" style={{ padding: '1rem', maxWidth: '20rem' }}>
      <CustomerContextView source={source} chatId={CHAT_ADA} />
    </main>
  );
}

/**
 * The customer beside the chat (docs/decisions/0048-customer-context.md): what the agent's roles may see of
 * the signed-in customer, each item linking to its admin screen.
 */
const meta = {
  title: 'Agent console/Customer context',
  component: PanelFrame,
} satisfies Meta<typeof PanelFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t.title }));

/** A Manager's view of the demo installer: devices with status, firmware and faults, a ticket, safety. */
export const WithDevices: Story = {
  args: { answer: INSTALLER_CONTEXT },
  play: async ({ canvasElement }) => {
    const panel = region(canvasElement);
    await expect(await panel.findByRole('link', { name: /Charge Post 75 CP75-0103/ })).toHaveAttribute(
      'href',
      '/admin/devices/12',
    );
    await expect(panel.getByRole('link', { name: /SUP-42/ })).toBeVisible();
    await expect(panel.getByText(t.safetyNotAcknowledged('2026-11-21a'), { exact: false })).toBeVisible();
  },
};

/** Signed in, no device in the agent's scope; tickets and safety are not the agent's to see, so not said. */
export const WithoutDevices: Story = {
  args: { answer: NO_DEVICES_CONTEXT },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement).findByText(t.noDevices)).toBeVisible();
  },
};

/** A guest's chat: nothing on file. */
export const Guest: Story = {
  args: { answer: GUEST_CONTEXT },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement).findByText(t.guest)).toBeVisible();
  },
};

/** While the details are read. */
export const Loading: Story = {
  args: { answer: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).getByRole('status')).toHaveTextContent(t.loading);
  },
};

/** The read failed: the reason and Try again. */
export const Failed: Story = {
  args: { answer: { error: t.failed } },
  play: async ({ canvasElement }) => {
    const alert = await region(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  },
};

/** Beside the conversation in the console. */
export const BesideTheConversation: StoryObj = {
  render: function Render() {
    const [client] = useState(() =>
      createFakeAgentClient({
        state: agentState({ chatActive: true }),
        chats: [
          chatWith(CHAT_ADA, 'Ines Park', [
            message(CHAT_ADA, 1, 'The charger at the plaza will not lock the cable.', true),
          ]),
        ],
      }),
    );
    const [source] = useState(() => sampleContextSource(INSTALLER_CONTEXT));
    return (
      <main style={{ padding: '1rem', maxWidth: '72rem' }}>
        <CustomerContextProvider value={source}>
          <AgentConsole client={client} memoryLocation initialPath={`/chats/${CHAT_ADA}`} />
        </CustomerContextProvider>
      </main>
    );
  },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(await region(canvasElement).findByRole('link', { name: /PRU-24-0001/ })).toBeVisible();
  },
};
