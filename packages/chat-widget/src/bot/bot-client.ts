import {
  BOT_PATH,
  CHAT_SESSION_HEADER,
  GUEST_USER_NAME,
  type BotAnswer,
  type BotKind,
} from '@ohmstead/contracts/chat';
import type { WidgetConfig } from '../config/widget-config';
import { BOT_BACKOFF_BASE_MS, BOT_RETRIES, STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { readStored, writeStored } from '../state/history-storage';

/** How a bot call ended: an answer, or the status of the last failed try (0 = no response). */
export type AnswerOutcome = { ok: true; answer: BotAnswer } | { ok: false; status: number };

export interface BotClientDeps {
  config: WidgetConfig;
  storage: Storage | null;
  fetch?: typeof fetch;
  /** Waits between retries; tests pass an instant one. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function newSessionId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The bot service's calls (spec/03 §7): answer with retries, delete_history for one or both bots. */
export function createBotClient({ config, storage, fetch: fetchImpl, sleep = defaultSleep }: BotClientDeps) {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** The guest's id for the bot service, made once and kept. */
  function sessionId(): string {
    const stored = readStored(storage, STORAGE_KEYS.chatSessionId);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const fresh = newSessionId();
    writeStored(storage, STORAGE_KEYS.chatSessionId, fresh);
    return fresh;
  }

  const baseFor = (bot: BotKind) => (bot === 'IA' ? config.iaBotBase : config.crmBotBase);

  function headers(user: ChatWidgetUser | null): Record<string, string> {
    const result: Record<string, string> = { [CHAT_SESSION_HEADER]: sessionId() };
    if (user) result.authorization = `Bearer ${user.token}`;
    return result;
  }

  const userName = (user: ChatWidgetUser | null) => user?.userName ?? GUEST_USER_NAME;

  /** GET {bot}/answer, tried 1 + BOT_RETRIES times with 1 s, 2 s between (spec/03 §8). */
  async function answer(bot: BotKind, question: string, user: ChatWidgetUser | null): Promise<AnswerOutcome> {
    const url = `${baseFor(bot)}/answer?${new URLSearchParams({ question, username: userName(user) })}`;
    let status = 0;
    for (let attempt = 0; attempt <= BOT_RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(BOT_BACKOFF_BASE_MS * 2 ** (attempt - 1));
      try {
        const response = await doFetch(url, { headers: headers(user), credentials: 'include' });
        status = response.status;
        if (response.ok) return { ok: true, answer: (await response.json()) as BotAnswer };
      } catch (error) {
        status = 0;
        console.error('ChatWidget: the bot call failed', error);
      }
    }
    return { ok: false, status };
  }

  /** POST {bot}/delete_history for the CRM bot and, for a signed-in user, the IA bot too; both complete. */
  async function deleteHistory(user: ChatWidgetUser | null): Promise<void> {
    const bots: BotKind[] = user ? ['CRM', 'IA'] : ['CRM'];
    await Promise.all(
      bots.map(async (bot) => {
        const url = `${baseFor(bot)}/delete_history?${new URLSearchParams({ username: userName(user) })}`;
        try {
          await doFetch(url, { method: 'POST', headers: headers(user), credentials: 'include' });
        } catch (error) {
          console.error(`ChatWidget: could not delete the ${BOT_PATH[bot]} history`, error);
        }
      }),
    );
  }

  return { answer, deleteHistory, sessionId, headers };
}
export type BotClient = ReturnType<typeof createBotClient>;
