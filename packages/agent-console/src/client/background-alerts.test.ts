import { describe, expect, it, vi } from 'vitest';
import { type AlertPage, createBackgroundAlerts } from './background-alerts';

/** A tab whose visibility the test sets, recording its titles and notifications. */
function fakePage(title = 'Agent console') {
  let hidden = false;
  let current = title;
  const visibleListeners = new Set<() => void>();
  const notices: { title: string; body: string; tag: string }[] = [];
  const badges: number[] = [];
  const page: AlertPage = {
    isHidden: () => hidden,
    getTitle: () => current,
    setTitle: (next) => {
      current = next;
    },
    setBadge: (count) => badges.push(count),
    whenVisible(listener) {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
    notify: (noticeTitle, body, tag) => notices.push({ title: noticeTitle, body, tag }),
  };
  return {
    page,
    notices,
    badges,
    title: () => current,
    hide: () => {
      hidden = true;
    },
    show: () => {
      hidden = false;
      for (const listener of [...visibleListeners]) listener();
    },
    listening: () => visibleListeners.size,
  };
}

describe('background alerts', () => {
  it('says nothing while the tab is visible: the console shows it', () => {
    const tab = fakePage();
    const alerts = createBackgroundAlerts(tab.page, () => true);
    alerts.alert('Incoming Chat Request', 'Ada is waiting for an agent.', 'request-1');
    expect(tab.title()).toBe('Agent console');
    expect(tab.notices).toEqual([]);
  });

  it('counts what came while the tab was hidden in its title and icon, and gives both back on return', () => {
    const tab = fakePage();
    const alerts = createBackgroundAlerts(tab.page, () => false);
    tab.hide();
    alerts.alert('Incoming Chat Request', 'Ada is waiting for an agent.', 'request-1');
    expect(tab.title()).toBe('(1) Agent console');
    alerts.alert('New Message Received', 'Ada wrote in the chat.', 'chat-1');
    expect(tab.title()).toBe('(2) Agent console');
    tab.show();
    expect(tab.title()).toBe('Agent console');
    expect(tab.badges).toEqual([1, 2, 0]);
    tab.hide();
    alerts.alert('New Message Received', 'Ada wrote in the chat.', 'chat-1');
    expect(tab.title()).toBe('(1) Agent console');
  });

  it('shows a desktop notification only when the agent has desktop alerts on', () => {
    const tab = fakePage();
    let on = false;
    const alerts = createBackgroundAlerts(tab.page, () => on);
    tab.hide();
    alerts.alert('Incoming Chat Request', 'Ada is waiting for an agent.', 'request-1');
    expect(tab.notices).toEqual([]);
    on = true;
    alerts.alert('New Message Received', 'Ada wrote in the chat.', 'chat-1');
    expect(tab.notices).toEqual([
      { title: 'New Message Received', body: 'Ada wrote in the chat.', tag: 'chat-1' },
    ]);
  });

  it('stops listening and restores the title when the client closes', () => {
    const tab = fakePage();
    const alerts = createBackgroundAlerts(
      tab.page,
      vi.fn(() => false),
    );
    tab.hide();
    alerts.alert('Incoming Chat Request', 'Ada is waiting for an agent.', 'request-1');
    alerts.stop();
    expect(tab.title()).toBe('Agent console');
    expect(tab.listening()).toBe(0);
  });
});
