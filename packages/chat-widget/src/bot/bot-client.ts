import { botAnswerSchema } from '@ohmstead/contracts/bot-answer';
import {
  type AnswerRating,
  BOT_PATH,
  type BotAnswer,
  type BotKind,
  CHAT_SESSION_HEADER,
  GUEST_USER_NAME,
} from '@ohmstead/contracts/chat';
import type { WidgetConfig } from '../config/widget-config';
import { BOT_BACKOFF_BASE_MS, BOT_RETRIES, STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { readStored, writeStored } from '../services/local-storage';
import { sendAnswerFeedback } from './answer-feedback';
import { fetchAnswer, loadStreamReader, readAnswer } from './answer-request';

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

/** The bot service's calls (docs/product.md §3.7): answer with retries, delete_history for one or both bots. */
export function createBotClient({ config, storage, fetch: fetchImpl, sleep = defaultSleep }: BotClientDeps) {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Kept here too: without storage the session still lasts as long as the page. */
  let issued = '';

  /** The chat session the server issued with an answer (docs/security.md); '' before the first answer. */
  function sessionId(): string {
    return readStored(storage, STORAGE_KEYS.chatSessionId) || issued;
  }

  /** `{bot}/{path}?…&username=…`: every call names the user (a guest by the guest name). */
  const botUrl = (bot: BotKind, path: string, user: ChatWidgetUser | null, params?: Record<string, string>) =>
    `${bot === 'IA' ? config.iaBotBase : config.crmBotBase}/${path}?${new URLSearchParams({
      ...params,
      username: user?.userName ?? GUEST_USER_NAME,
    })}`;

  function headers(user: ChatWidgetUser | null): Record<string, string> {
    const session = sessionId();
    const result: Record<string, string> = session ? { [CHAT_SESSION_HEADER]: session } : {};
    if (user) result.authorization = `Bearer ${user.token}`;
    return result;
  }

  /**
   * GET {bot}/answer, tried 1 + BOT_RETRIES times with 1 s, 2 s between (docs/product.md §3.8). A 429 whose
   * Retry-After is longer than the next pause ends the tries at once: the limit's window is far longer
   * than the pauses, so trying again sooner is refused again and only spends the visitor's allowance.
   * With `onText` the answer is asked for as it is written (docs/decisions/0030-streaming-answers.md) and
   * `onText` hears the text so far; a stream that fails before its answer is a failed try, '' tells
   * `onText` that its text is void, and the tries after it ask as JSON.
   */
  async function answer(
    bot: BotKind,
    question: string,
    user: ChatWidgetUser | null,
    onText?: (text: string) => void,
  ): Promise<AnswerOutcome> {
    const url = botUrl(bot, 'answer', user, { question });
    let stream = onText !== undefined;
    // The reader loads while the question is on its way; a chunk that fails to load fails its try then.
    if (stream) loadStreamReader().catch(() => {});
    let status = 0;
    for (let attempt = 0; attempt <= BOT_RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(BOT_BACKOFF_BASE_MS * 2 ** (attempt - 1));
      try {
        const response = await fetchAnswer(doFetch, url, () => headers(user), stream);
        status = response.status;
        const retryAfterMs = Number(response.headers.get('retry-after')) * 1000;
        if (status === 429 && !(retryAfterMs <= BOT_BACKOFF_BASE_MS * 2 ** attempt)) break;
        if (response.ok) {
          const parsed = botAnswerSchema.safeParse(await readAnswer(response, stream ? onText : undefined));
          if (!parsed.success) throw new Error(`the answer is not a bot answer: ${parsed.error.message}`);
          const body = parsed.data;
          // A first answer (or one to a session the server no longer knows) carries the session to keep.
          if (body.chat_session !== undefined) {
            issued = body.chat_session;
            writeStored(storage, STORAGE_KEYS.chatSessionId, issued);
          }
          return { ok: true, answer: body };
        }
      } catch (error) {
        status = 0;
        console.error('ChatWidget: the bot call failed', error);
        if (stream) onText?.('');
        stream = false;
      }
    }
    return { ok: false, status };
  }

  /** POST {bot}/delete_history for the CRM bot and, for a signed-in user, the IA bot too; both complete. */
  async function deleteHistory(user: ChatWidgetUser | null): Promise<void> {
    // A guest who never had an answer has no session, and so no history to delete.
    if (!user && !sessionId()) return;
    const bots: BotKind[] = user ? ['CRM', 'IA'] : ['CRM'];
    await Promise.all(
      bots.map(async (bot) => {
        const url = botUrl(bot, 'delete_history', user);
        try {
          await doFetch(url, { method: 'POST', headers: headers(user) });
        } catch (error) {
          console.error(`ChatWidget: could not delete the ${BOT_PATH[bot]} history`, error);
        }
      }),
    );
  }

  /** POST {bot}/feedback (ours): the user's rating of one answer; true once the server stored it. */
  const feedback = (bot: BotKind, answerId: string, rating: AnswerRating, user: ChatWidgetUser | null) =>
    sendAnswerFeedback(doFetch, botUrl(bot, 'feedback', user), headers(user), answerId, rating);

  return { answer, deleteHistory, feedback, sessionId, headers };
}
export type BotClient = ReturnType<typeof createBotClient>;
