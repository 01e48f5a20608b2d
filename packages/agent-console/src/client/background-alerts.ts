/**
 * What reaches an agent whose console tab is in the background (docs/decisions/0044-agent-alerts.md): the
 * number of requests and customer messages that came while the tab was hidden, in front of its title and
 * on its icon, and a desktop notification for each when the agent has turned desktop alerts on and the
 * browser allows them. Nothing while the tab is visible: the console itself shows them, and the title and
 * icon are restored on return.
 */
/** The page as alerts use it: a browser tab (browserAlertPage), a fake in tests. */
export interface AlertPage {
  isHidden(): boolean;
  getTitle(): string;
  setTitle(title: string): void;
  /** The count on the tab's icon; 0 gives the page its own icon back. */
  setBadge(count: number): void;
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
    page.setBadge(0);
  };
  const stopListening = page.whenVisible(restore);

  return {
    alert(title, body, tag) {
      if (!page.isHidden()) return;
      if (unseen === 0) ownTitle = page.getTitle();
      unseen += 1;
      page.setTitle(`(${unseen}) ${ownTitle}`);
      page.setBadge(unseen);
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
      setBadge: () => undefined,
      whenVisible: () => () => undefined,
      notify: () => undefined,
    };
  return {
    isHidden: () => document.visibilityState === 'hidden',
    getTitle: () => document.title,
    setTitle: (title) => {
      document.title = title;
    },
    setBadge: iconBadge(),
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

/** The size the badged icon is drawn at, in pixels: what tabs show, twice over for sharp screens. */
const ICON_PX = 32;
/** The badge's colour: the console's danger red, white figures on it. */
const BADGE_COLOUR = '#b3261e';

/**
 * Draws the count over the page's own icon (its first `rel="icon"` link) on a canvas and shows that
 * instead; 0 puts the page's icon back. Where there is no canvas (jsdom) or no icon, the title says it alone.
 */
function iconBadge(): (count: number) => void {
  let ownHref: string | null = null;
  let iconUrl = '';
  let drawn = 0;
  return (count) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) return;
    if (count === 0) {
      if (ownHref !== null) link.setAttribute('href', ownHref);
      ownHref = null;
      return;
    }
    // The attribute as the page wrote it, put back as it was; the image loads from the resolved address.
    if (ownHref === null) {
      ownHref = link.getAttribute('href') ?? '';
      iconUrl = link.href;
    }
    const from = iconUrl;
    const run = ++drawn;
    const image = new Image();
    const draw = (withIcon: boolean) => {
      // A later count (or the tab's return) has come meanwhile: this drawing is stale.
      if (run !== drawn || ownHref === null) return;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = ICON_PX;
      const context = canvas.getContext('2d');
      if (!context) return;
      if (withIcon) context.drawImage(image, 0, 0, ICON_PX, ICON_PX);
      context.fillStyle = BADGE_COLOUR;
      context.beginPath();
      context.arc(ICON_PX * 0.68, ICON_PX * 0.32, ICON_PX * 0.32, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#fff';
      context.font = `bold ${ICON_PX * 0.42}px sans-serif`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(count > 9 ? '9+' : String(count), ICON_PX * 0.68, ICON_PX * 0.34);
      link.href = canvas.toDataURL('image/png');
    };
    image.onload = () => draw(true);
    image.onerror = () => draw(false);
    image.src = from;
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
