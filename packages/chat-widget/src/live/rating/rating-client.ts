import { CHAT_SESSION_HEADER } from '@ohmstead/contracts/chat';
import type { ChatStore } from '../../state/types';

/** The server's reason, shown as text only and cut short: never markup from a response. */
const REASON_MAX = 200;

/**
 * A call after a live chat, as the customer's own (their chat session, or their sign-in), as the live
 * chat's CDN calls are made (media-client.ts). Null when it was taken; otherwise why not.
 */
export async function postAfterChat(store: ChatStore, call: string, body: object): Promise<string | null> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [CHAT_SESSION_HEADER]: store.botClient.sessionId(),
  };
  const token = store.user.peek()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    const response = await store.fetch(`${store.config.apiBase}/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof answer?.message === 'string' ? answer.message.slice(0, REASON_MAX) : '';
  } catch {
    return '';
  }
}
