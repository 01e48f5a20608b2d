import type { ChatRequest } from '@ohmstead/contracts/live-chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWaitingReminder } from './waiting-reminder';

const request = (customer_sid: string): ChatRequest => ({
  customer_sid,
  customer_details: {
    customer_name: customer_sid,
    user_name: 'guest',
    bot: 'CRM',
    history_count: 0,
    last_message: '',
  },
  // The server's clock says it waited an hour: the console times from when it saw it.
  requested_at: '2025-01-01T09:00:00.000Z',
});

afterEach(() => vi.useRealTimers());

describe('the reminder of a request nobody takes', () => {
  it('announces a request again once it has waited the time in this console, and again each time after', () => {
    vi.useFakeTimers({ now: Date.parse('2025-01-01T10:00:00.000Z') });
    let waiting = [request('ada')];
    const reminded: [string, number][] = [];
    const reminder = createWaitingReminder({
      afterMs: 60_000,
      requests: () => waiting,
      remind: (item, waitedMs) => reminded.push([item.customer_sid, waitedMs]),
    });
    vi.advanceTimersByTime(50_000);
    expect(reminded).toEqual([]);
    vi.advanceTimersByTime(20_000);
    expect(reminded).toEqual([['ada', 60_000]]);
    vi.advanceTimersByTime(60_000);
    expect(reminded).toEqual([
      ['ada', 60_000],
      ['ada', 120_000],
    ]);
    reminder.stop();
    vi.advanceTimersByTime(600_000);
    expect(reminded).toHaveLength(2);
    waiting = [];
  });

  it('forgets a request once it is taken: the same customer asking again waits the whole time again', () => {
    let at = 0;
    let waiting = [request('ada')];
    const reminded: string[] = [];
    const reminder = createWaitingReminder({
      afterMs: 60_000,
      requests: () => waiting,
      remind: (item) => reminded.push(item.customer_sid),
      now: () => at,
    });
    reminder.check();
    at = 30_000;
    waiting = [];
    reminder.check();
    at = 40_000;
    waiting = [request('ada'), request('bo')];
    reminder.check();
    at = 90_000;
    reminder.check();
    expect(reminded).toEqual([]);
    at = 100_000;
    reminder.check();
    expect(reminded).toEqual(['ada', 'bo']);
    reminder.stop();
  });
});
