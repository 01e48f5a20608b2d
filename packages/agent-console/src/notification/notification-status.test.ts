import { describe, expect, it } from 'vitest';
import { agentState, chatRequest, chatView } from '../../testing/test-agent-client';
import type { AgentSnapshot } from '../client/agent-client';
import { INITIAL_SNAPSHOT } from '../client/initial-snapshot';
import { NOTIFICATION_TITLES } from '../constants';
import { badgeText, isNotificationVisible, notificationStatus } from './notification-status';

const snapshot = (changes: Partial<AgentSnapshot> = {}): AgentSnapshot => ({
  ...INITIAL_SNAPSHOT,
  connection: 'connected',
  state: agentState({ isAvailable: false }),
  ...changes,
});

const title = (changes: Partial<AgentSnapshot>) => NOTIFICATION_TITLES[notificationStatus(snapshot(changes))];

describe('the notification status', () => {
  it('puts pending requests first, then unread messages, then an active chat, then availability', () => {
    const everything = {
      state: agentState({ isAvailable: true, chatActive: true }),
      requests: [chatRequest('Dana Lee')],
      chats: [chatView('Sam Ortiz', { unread: 2 })],
      unreadTotal: 2,
    };
    expect(title(everything)).toBe('Incoming Chat Request');
    expect(title({ ...everything, requests: [] })).toBe('New Message Received');
    expect(title({ ...everything, requests: [], unreadTotal: 0 })).toBe('Active Chat');
    expect(title({ state: agentState({ isAvailable: true }) })).toBe('Agent Online');
    expect(title({ state: agentState({ isAvailable: false }) })).toBe('Agent Offline');
  });

  it('counts an open chat the client holds as an active chat', () => {
    expect(title({ chats: [chatView('Sam Ortiz')] })).toBe('Active Chat');
    expect(title({ chats: [chatView('Sam Ortiz', { status: 'ended' })] })).toBe('Agent Offline');
  });

  it('is visible only when available, in an active chat, with pending requests or unread messages', () => {
    expect(isNotificationVisible(snapshot())).toBe(false);
    expect(isNotificationVisible(snapshot({ state: null }))).toBe(false);
    expect(isNotificationVisible(snapshot({ state: agentState({ isAvailable: true }) }))).toBe(true);
    expect(
      isNotificationVisible(snapshot({ state: agentState({ isAvailable: false, chatActive: true }) })),
    ).toBe(true);
    expect(isNotificationVisible(snapshot({ requests: [chatRequest('Dana Lee')] }))).toBe(true);
    expect(isNotificationVisible(snapshot({ unreadTotal: 1 }))).toBe(true);
  });
});

describe('the badge', () => {
  it('shows the count up to 99 and 99+ above it, nothing for none', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });
});
