import { type BotKind, isBotKind } from '@ohmstead/contracts/chat';
import type { ChatWidgetUser } from '../public-api';

/**
 * A public method as the host page calls it: a no-op once the widget is destroyed, and never throwing into the
 * host page (the failure is logged under the method's name).
 */
export const guardPublicCall =
  <A extends unknown[]>(name: string, gone: () => boolean, run: (...args: A) => void) =>
  (...args: A) => {
    if (gone()) return;
    try {
      run(...args);
    } catch (error) {
      console.error(`ChatWidget.${name} failed`, error);
    }
  };

/** identify(user): the host's user, with at least its token and user name. */
export function checkedUser(user: ChatWidgetUser): ChatWidgetUser {
  if (!user || typeof user.token !== 'string' || typeof user.userName !== 'string') {
    throw new TypeError('identify(user) needs at least token and userName');
  }
  return user;
}

/** setBot(bot): one of the two bots. */
export function checkedBot(bot: BotKind): BotKind {
  if (!isBotKind(bot)) throw new TypeError(`setBot takes 'CRM' or 'IA', not ${String(bot)}`);
  return bot;
}
