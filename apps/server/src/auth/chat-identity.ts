import { sessionMessages } from '@ohmstead/contracts/auth';
import { CHAT_SESSION_HEADER, chatServerMessages, GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { type Auth, signedInUser } from './auth';
import type { UserRecord } from './user-repository';

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
    return { kind: 'user', key: `user:${user.id}`, userName: user.userName, user };
  }
  if (bot === 'ia') throw new HttpError(401, chatServerMessages.signInForInstallation);
  if (username.toLowerCase() !== GUEST_USER_NAME) throw new HttpError(401, sessionMessages.signInRequired);
  const sessionId = options.issuedSession ?? request.headers[CHAT_SESSION_HEADER];
  if (!auth.chatSessions.isValid(sessionId)) throw new HttpError(400, chatServerMessages.sessionRequired);
  return { kind: 'guest', key: `guest:${sessionId}`, userName: GUEST_USER_NAME, sessionId };
}
