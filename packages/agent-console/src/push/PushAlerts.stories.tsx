import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { type FakeBrowserOptions, fakeBrowserPush, fakePushSource } from '../../testing/fake-push';
import { pushWords } from './push-words';
import { PushAlerts } from './PushAlerts';
import '../console/AgentConsole.css';

interface DemoProps {
  /** What the browser does when the agent turns push alerts on. */
  browser: FakeBrowserOptions;
  /** The server refuses to save the subscription. */
  serverFails?: boolean;
  disabled?: boolean;
}

/** The switch on a fake browser and a fake server, made once per story. */
function PushAlertsDemo({ browser: options, serverFails = false, disabled = false }: DemoProps) {
  const [{ browser }] = useState(() => fakeBrowserPush(options));
  const [{ source }] = useState(() => fakePushSource({ failing: serverFails }));
  return (
    <div className="ac-console">
      <PushAlerts source={source} browser={browser} disabled={disabled} />
    </div>
  );
}

/**
 * The console's "Push alerts" switch (docs/decisions/0052-agent-web-push.md), beside Sound and Desktop
 * alerts: explained before the browser asks, and why it stays off said when it cannot be turned on.
 */
const meta = {
  title: 'Agent console/PushAlerts',
  component: PushAlertsDemo,
  args: { browser: {} },
} satisfies Meta<typeof PushAlertsDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

const turnOn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: pushWords.label }));
  return canvas;
};

/** A story's play: the agent turns alerts on, and the alert says `words`. */
const alertsWhenTurnedOn =
  (words: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = await turnOn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words);
  };

/** Off, with what it does and that the browser will ask, before anything is asked. */
export const Off: Story = {};

/** This browser is subscribed: on; the explanation stays for screen readers. */
export const On: Story = {
  args: { browser: { permission: 'granted', subscribed: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: pushWords.label });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The console is not connected: nothing can change. */
export const Disconnected: Story = { args: { disabled: true } };

/** Turned on with the permission given: subscribed and saved. */
export const TurnedOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await turnOn(canvasElement);
    await expect(canvas.getByRole('button', { name: pushWords.label })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Notifications refused: the reason, and the switch off. */
export const Blocked: Story = {
  args: { browser: { answer: 'denied' } },
  play: alertsWhenTurnedOn(pushWords.blocked),
};

/** The push service cannot be reached (offline): said, and the switch off. */
export const PushServiceUnreachable: Story = {
  args: { browser: { unreachable: true } },
  play: alertsWhenTurnedOn(pushWords.unreachable),
};

/** The server cannot save the subscription: said, and the switch off. */
export const ServerRefused: Story = {
  args: { serverFails: true },
  play: alertsWhenTurnedOn(pushWords.saveFailed),
};

/** A browser without service workers or push. */
export const Unsupported: Story = {
  args: { browser: { supported: false } },
  play: alertsWhenTurnedOn(pushWords.unsupported),
};
