import {
  BOT_PATH,
  CHAT_PROOF_HEADER,
  CHAT_SESSION_HEADER,
  GUEST_USER_NAME,
  type AnswerRating,
  type BotAnswer,
  type BotKind,
} from '@ohmstead/contracts/chat';
import { ANSWER_STREAM_TYPE } from '@ohmstead/contracts/answer-stream';
import type { BotFeedbackRequest } from '@ohmstead/contracts/bot-feedback';
import { botAnswerSchema } from '@ohmstead/contracts/bot-answer';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import type { WidgetConfig } from '../config/widget-config';
import { BOT_BACKOFF_BASE_MS, BOT_PROOFS_PER_QUESTION, BOT_RETRIES, STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { readStored, writeStored } from '../services/local-storage';

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
/** The streamed answer's reader, a chunk of its own (docs/decisions/0030-streaming-answers.md). */
const loadStreamReader = () => import('./answer-stream-chunk');

/** The bot service's calls (docs/product.md §3.7): answer with retries, delete_history for one or both bots. */
export function createBotClient({ config, storage, fetch: fetchImpl, sleep = defaultSleep }: BotClientDeps) {
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  /** Kept here too: without storage the session still lasts as long as the page. */
  let issued = '';

  /** The chat session the server issued with an answer (docs/security.md); '' before the first answer. */
  function sessionId(): string {
    return readStored(storage, STORAGE_KEYS.chatSessionId) || issued;
  }

  const baseFor = (bot: BotKind) => (bot === 'IA' ? config.iaBotBase : config.crmBotBase);

  function headers(user: ChatWidgetUser | null): Record<string, string> {
    const session = sessionId();
    const result: Record<string, string> = session ? { [CHAT_SESSION_HEADER]: session } : {};
    if (user) result.authorization = `Bearer ${user.token}`;
    return result;
  }

  const userName = (user: ChatWidgetUser | null) => user?.userName ?? GUEST_USER_NAME;

  /**
   * One GET of the answer, as a stream when `stream`. A 428 asks a proof of work for a new session
   * (docs/security.md): it is solved in the background, in a chunk only such visitors load, and the same
   * question sent again with it.
   */
  async function fetchAnswer(url: string, user: ChatWidgetUser | null, stream: boolean): Promise<Response> {
    const send = (proof?: string) =>
      doFetch(url, {
        headers: {
          ...headers(user),
          ...(stream ? { accept: ANSWER_STREAM_TYPE } : {}),
          ...(proof ? { [CHAT_PROOF_HEADER]: proof } : {}),
        },
      });
    let response = await send();
    for (
      let proofs = 0;
      proofs < BOT_PROOFS_PER_QUESTION && response.status === PROOF_REQUIRED_STATUS;
      proofs++
    ) {
      const { solveOwedProof } = await import('./solve-proof-chunk');
      const proof = await solveOwedProof(await response.json());
      if (!proof) break;
      response = await send(proof);
    }
    return response;
  }

  /** The answer's body: read as its events arrive when it is a stream (a server may answer JSON all the same). */
  async function readAnswer(response: Response, onText?: (text: string) => void): Promise<unknown> {
    const type = response.headers.get('content-type') ?? '';
    if (!onText || !response.body || !type.startsWith(ANSWER_STREAM_TYPE)) return response.json();
    const { readAnswerStream } = await loadStreamReader();
    return readAnswerStream(response.body, onText);
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
    const url = `${baseFor(bot)}/answer?${new URLSearchParams({ question, username: userName(user) })}`;
    let stream = onText !== undefined;
    // The reader loads while the question is on its way; a chunk that fails to load fails its try then.
    if (stream) loadStreamReader().catch(() => {});
    let status = 0;
    for (let attempt = 0; attempt <= BOT_RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(BOT_BACKOFF_BASE_MS * 2 ** (attempt - 1));
      try {
        const response = await fetchAnswer(url, user, stream);
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
        const url = `${baseFor(bot)}/delete_history?${new URLSearchParams({ username: userName(user) })}`;
        try {
          await doFetch(url, { method: 'POST', headers: headers(user) });
        } catch (error) {
          console.error(`ChatWidget: could not delete the ${BOT_PATH[bot]} history`, error);
        }
      }),
    );
  }

  /** POST {bot}/feedback (ours): the user's rating of one answer; true once the server stored it. */
  async function feedback(
    bot: BotKind,
    answerId: string,
    rating: AnswerRating,
    user: ChatWidgetUser | null,
  ): Promise<boolean> {
    const url = `${baseFor(bot)}/feedback?${new URLSearchParams({ username: userName(user) })}`;
    const body: BotFeedbackRequest = { answer_id: answerId, rating };
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { ...headers(user), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.ok;
    } catch (error) {
      console.error('ChatWidget: the feedback was not sent', error);
      return false;
    }
  }

  return { answer, deleteHistory, feedback, sessionId, headers };
}
export type BotClient = ReturnType<typeof createBotClient>;
