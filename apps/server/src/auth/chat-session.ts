import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Guest chat sessions are issued by the server, never chosen by the client (docs/security.md): a random
 * id and its keyed signature, 22 + 22 base64url characters. The bot's per-session rate limit, upload
 * quotas and a guest's live chat are keyed by the session, so a client that could make sessions up could
 * sidestep all of them; issuing one is counted per address instead.
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SESSION_PATTERN = /^[A-Za-z0-9_-]{44}$/;

export interface ChatSessions {
  issue(): string;
  /** True for a session this server (or one sharing its secret) issued. */
  isValid(value: unknown): value is string;
}

/** The session for a 22-character id under `secret`; the secret's label keeps it apart from other uses. */
export function signedChatSession(secret: string, id: string): string {
  if (!ID_PATTERN.test(id)) throw new Error('a chat session id is 22 base64url characters');
  const key = createHmac('sha256', secret).update('chat-session-signing').digest();
  return `${id}${createHmac('sha256', key).update(id).digest('base64url').slice(0, 22)}`;
}

/** `secret` is the sign-in token key, which every server process sharing the database already shares. */
export function chatSessions(secret: string): ChatSessions {
  return {
    issue: () => signedChatSession(secret, randomBytes(16).toString('base64url')),
    isValid(value: unknown): value is string {
      if (typeof value !== 'string' || !SESSION_PATTERN.test(value)) return false;
      const expected = Buffer.from(signedChatSession(secret, value.slice(0, 22)), 'latin1');
      return timingSafeEqual(Buffer.from(value, 'latin1'), expected);
    },
  };
}
