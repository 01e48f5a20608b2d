import type { ChatWidgetApi, ChatWidgetUser } from '@ohmstead/chat-widget/public-api';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeLayout } from '@/features/admin/route-layout';
import { type StoredUser, updateSession, useSession } from '@/lib/session';

type Method = Exclude<keyof ChatWidgetApi, 'version'>;

/**
 * The site is a host like any other: it loads the widget with the script tag in index.html and talks to
 * it only through `window.ChatWidget` (the embed snippet's queue until the script has loaded).
 */
function callWidget<M extends Method>(method: M, ...args: Parameters<ChatWidgetApi[M]>): unknown {
  const widget = (window as { ChatWidget?: Partial<ChatWidgetApi> }).ChatWidget;
  const call = widget?.[method] as ((...a: unknown[]) => unknown) | undefined;
  try {
    return call?.apply(widget, args);
  } catch (error) {
    console.error(`ChatWidget.${method} failed`, error);
    return undefined;
  }
}

const widgetUser = (user: StoredUser): ChatWidgetUser => ({
  token: user.token,
  userName: user.userName,
  firstName: user.firstName,
  lastName: user.lastName,
  contact: user.contact,
  userId: user.userId,
  isSafetyCheck: user.isSafetyCheck,
  roles: user.roles,
});

/** Passes the signed-in user to the widget, hides it where the route table says, keeps the flag in sync. */
export function ChatWidgetBridge() {
  const user = useSession();
  const { pathname } = useLocation();
  const visible = routeLayout(pathname).chatBot;

  useEffect(() => {
    if (user) callWidget('identify', widgetUser(user));
    else callWidget('logout');
  }, [user]);

  useEffect(() => {
    callWidget(visible ? 'show' : 'hide');
  }, [visible]);

  // The widget sets isSafetyCheck false on acknowledgement; the stored user data must say so too.
  useEffect(() => {
    const unsubscribe = callWidget('on', 'safety-acknowledged', () =>
      updateSession({ isSafetyCheck: false }),
    );
    return () => {
      if (typeof unsubscribe === 'function') unsubscribe();
    };
  }, []);

  return null;
}
