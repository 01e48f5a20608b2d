/**
 * What reaches an agent whose console tab is in the background (docs/decisions/0044-agent-alerts.md): the
 * number of requests and customer messages that came while the tab was hidden, in front of its title, and
 * a desktop notification for each when the agent has turned desktop alerts on and the browser allows them.
 * Nothing while the tab is visible: the console itself shows them, and the title is restored on return.
 */
/** The page as alerts use it: a browser tab (browserAlertPage), a fake in tests. */
export interface AlertPage {
  isHidden(): boolean;
  getTitle(): string;
  setTitle(title: string): void;
  /** Calls `listener` each time the tab becomes visible; returns the unsubscribe. */
  whenVisible(listener: () => void): () => void;
  /** A desktop notification, when the browser supports and allows it; one per `tag` on screen. */
  notify(title: string, body: string, tag: string): void;
}

export interface BackgroundAlerts {
  /** Something the agent should see came (the tab may be hidden): its title, a line, one tag per subject. */
  alert(title: string, body: string, tag: string): void;
  /** Stops listening and gives the tab its title back. */
  stop(): void;
}

export function createBackgroundAlerts(page: AlertPage, desktopAlertsOn: () => boolean): BackgroundAlerts {
  let unseen = 0;
  let ownTitle = '';

  const restore = () => {
    if (unseen === 0) return;
    unseen = 0;
    page.setTitle(ownTitle);
  };
  const stopListening = page.whenVisible(restore);

  return {
    alert(title, body, tag) {
      if (!page.isHidden()) return;
      if (unseen === 0) ownTitle = page.getTitle();
      unseen += 1;
      page.setTitle(`(${unseen}) ${ownTitle}`);
      if (desktopAlertsOn()) page.notify(title, body, tag);
    },
    stop() {
      stopListening();
      restore();
    },
  };
}

type NotificationScope = { Notification?: typeof Notification };

/** The tab the console runs in; a page that never hides where there is no document (tests, SSR). */
export function browserAlertPage(): AlertPage {
  if (typeof document === 'undefined')
    return {
      isHidden: () => false,
      getTitle: () => '',
      setTitle: () => undefined,
      whenVisible: () => () => undefined,
      notify: () => undefined,
    };
  return {
    isHidden: () => document.visibilityState === 'hidden',
    getTitle: () => document.title,
    setTitle: (title) => {
      document.title = title;
    },
    whenVisible(listener) {
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
    notify(title, body, tag) {
      const Notice = (globalThis as NotificationScope).Notification;
      if (!Notice || Notice.permission !== 'granted') return;
      try {
        const notice = new Notice(title, { body, tag });
        // A click brings the agent to the console.
        notice.onclick = () => {
          window.focus();
          notice.close();
        };
      } catch {
        // Some browsers allow notifications only from a service worker: the title count still tells.
      }
    },
  };
}

/**
 * Asks the browser's permission for desktop notifications: called from the agent's click on "Desktop
 * alerts", never on page load. 'unsupported' where the browser has no notifications.
 */
export async function askDesktopPermission(): Promise<NotificationPermission | 'unsupported'> {
  const Notice = (globalThis as NotificationScope).Notification;
  if (!Notice) return 'unsupported';
  try {
    if (Notice.permission !== 'default') return Notice.permission;
    return await Notice.requestPermission();
  } catch {
    // An old browser's callback-only requestPermission, or a page that replaced the class badly.
    return 'unsupported';
  }
}
