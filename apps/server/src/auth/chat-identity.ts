import { sessionMessages } from '@ohmstead/contracts/auth';
import { CHAT_SESSION_HEADER, chatServerMessages, GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { type Auth, signedInUser } from './auth';
import type { UserRecord } from './user-repository';

/** How every chat table names a customer: a signed-in user by id, a guest by their chat-session id. */
export const userCustomerKey = (userId: number) => `user:${userId}`;
export const guestCustomerKey = (sessionId: string) => `guest:${sessionId}`;
/** The user a customer key names, or undefined for a guest. */
export function userIdOfCustomerKey(key: string): number | undefined {
  const match = /^user:(\d+)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/**
 * Who a chat call is for: a signed-in user (bearer token) or a guest (user name 'guest' and the session
 * id the widget keeps). `key` names the identity in every chat table.
 */
export type ChatIdentity =
  | { kind: 'user'; key: string; userName: string; user: UserRecord }
  | { kind: 'guest'; key: string; userName: typeof GUEST_USER_NAME; sessionId: string };

/**
 * Resolves the identity of a bot or agent-service call. A token is checked by the auth module's own guard;
 * `username` must then name its user. Without a token the caller is a guest, which the Installation
 * Assistant refuses (docs/product.md §3.1: it is for signed-in installers), with a session the server issued: the
 * header's, or `issuedSession` when the answer call has just issued one.
 */
export async function chatIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { auth: Auth; username: string; bot?: BotPath; issuedSession?: string },
): Promise<ChatIdentity> {
  const { auth, username, bot } = options;
  if (request.headers.authorization) {
    await auth.requireSignedIn.call(request.server, request, reply);
    const user = signedInUser(request);
    if (username.toLowerCase() !== user.userName.toLowerCase())
      throw new HttpError(403, chatServerMessages.userNameMismatch);
    return { kind: 'user', key: userCustomerKey(user.id), userName: user.userName, user };
  }
  if (bot === 'ia') throw new HttpError(401, chatServerMessages.signInForInstallation);
  if (username.toLowerCase() !== GUEST_USER_NAME) throw new HttpError(401, sessionMessages.signInRequired);
  const sessionId = options.issuedSession ?? request.headers[CHAT_SESSION_HEADER];
  if (!auth.chatSessions.isValid(sessionId)) throw new HttpError(400, chatServerMessages.sessionRequired);
  return { kind: 'guest', key: guestCustomerKey(sessionId), userName: GUEST_USER_NAME, sessionId };
}

/** A live-chat customer's HTTP call (files, rating, transcript), as the chat tables know them. */
export interface LiveChatCaller {
  key: string;
  user?: UserRecord;
  /** The caller's chat session when the header holds one the server issued (a signed-in caller may have one). */
  sessionId?: string;
}

/**
 * The caller of a live-chat customer route: a bearer token names a user; without one, the session header
 * must hold a session the server issued (auth/chat-session.ts). Anything else is a 401.
 */
export async function liveChatCaller(request: FastifyRequest, auth: Auth): Promise<LiveChatCaller> {
  const header = request.headers[CHAT_SESSION_HEADER];
  const sessionId = auth.chatSessions.isValid(header) ? header : undefined;
  const authorization = request.headers.authorization;
  if (authorization) {
    const match = /^Bearer +(\S+)$/i.exec(authorization);
    if (!match) throw new HttpError(401, liveChatMessages.signInRequired);
    const user = await auth.userForToken(match[1]!);
    return { key: userCustomerKey(user.id), user, sessionId };
  }
  if (!sessionId) throw new HttpError(401, liveChatMessages.signInRequired);
  return { key: guestCustomerKey(sessionId), sessionId };
}
