/** @jsxImportSource react */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeBrowserOptions,
  fakeBrowserPush,
  fakePushSource,
  sampleSubscription,
} from '../../testing/fake-push';
import { pushWords } from './push-words';
import { PushAlerts } from './PushAlerts';

afterEach(cleanup);

function renderSwitch(options: FakeBrowserOptions = {}, server: { failing?: boolean } = {}) {
  const { browser, calls } = fakeBrowserPush(options);
  const push = fakePushSource(server);
  render(<PushAlerts source={push.source} browser={browser} />);
  const button = screen.getByRole('button', { name: pushWords.label });
  return { button, calls, push };
}

describe('the Push alerts switch', () => {
  it('is off and explained on load, asking the browser nothing', async () => {
    const { button, calls } = renderSwitch();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(pushWords.hint)).toBeTruthy();
    expect(calls.asked).toBe(0);
  });

  it('shows on when this browser is subscribed already, still without asking', async () => {
    const { button, calls } = renderSwitch({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.asked).toBe(0);
  });

  it('turned on, asks the permission, subscribes with the server key and saves the subscription', async () => {
    const { button, calls, push } = renderSwitch();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.asked).toBe(1);
    expect(calls.subscribedWith).toEqual(['BPublicKeyOfTheServer']);
    expect(push.saved).toEqual([sampleSubscription]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turned off, removes the subscription on the server and in the browser', async () => {
    const { button, calls, push } = renderSwitch({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(push.removed).toEqual([sampleSubscription.endpoint]);
    expect(calls.unsubscribed).toBe(1);
  });

  const refusals: [string, FakeBrowserOptions, { failing?: boolean }, string][] = [
    ['the browser has no push', { supported: false }, {}, pushWords.unsupported],
    ['notifications are refused', { answer: 'denied' }, {}, pushWords.blocked],
    ['the push service cannot be reached', { unreachable: true }, {}, pushWords.unreachable],
    ['the server cannot save it', {}, { failing: true }, pushWords.saveFailed],
  ];
  it.each(refusals)('stays off and says why when %s', async (_case, options, server, message) => {
    const { button, calls, push } = renderSwitch(options, server);
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(push.saved).toEqual([]);
    // A subscription the server did not take is not kept by the browser either.
    if (server.failing) expect(calls.unsubscribed).toBe(1);
  });
});
