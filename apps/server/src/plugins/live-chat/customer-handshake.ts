import { chatServerMessages, GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { customerHandshakeSchema } from '@ohmstead/contracts/live-chat-schemas';
import type { Socket } from 'socket.io';
import { guestCustomerKey, userCustomerKey } from '../../auth/chat-identity';
import { clientAddress } from '../../http/client-address';
import { agentDisplayName } from './broadcasts';
import type { LiveChatContext } from './live-chat-context';

/** Who a customer socket is for: a signed-in user (its token) or a guest (the widget's session id). */
export interface CustomerIdentity {
  key: string;
  userName: string;
  /** The signed-in user's name from their record; a guest names themself in request_chat. */
  displayName?: string;
}

type Middleware = (socket: Socket, next: (error?: Error) => void) => unknown;

/** The customer namespace's handshake: a valid token, or a guest's session the server issued. */
export function customerHandshake(context: LiveChatContext): Middleware {
  return async (socket, next) => {
    const handshake = customerHandshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) return next(new Error(liveChatMessages.invalidPayload));
    const { sessionId, token } = handshake.data;
    if (!token) {
      // A guest needs a session the server issued (auth/chat-session.ts), never one it made up.
      if (!context.auth.chatSessions.isValid(sessionId))
        return next(new Error(chatServerMessages.sessionRequired));
      socket.data.customer = {
        key: guestCustomerKey(sessionId),
        userName: GUEST_USER_NAME,
      } satisfies CustomerIdentity;
      return next();
    }
    try {
      const user = await context.auth.userForToken(token);
      socket.data.customer = {
        key: userCustomerKey(user.id),
        userName: user.userName,
        displayName: agentDisplayName(user),
      } satisfies CustomerIdentity;
      next();
    } catch {
      next(new Error(liveChatMessages.signInRequired));
    }
  };
}

/**
 * Sockets are held by this process, so this process counts them: a flood of handshakes from one address
 * stops at the cap instead of holding memory for each (docs/security.md). Installed after the handshake.
 */
export function socketsPerAddressCap(context: LiveChatContext): Middleware {
  const socketsByAddress = new Map<string, number>();
  return (socket, next) => {
    const address = clientAddress(socket.request, context.config.trustProxyHops);
    const held = socketsByAddress.get(address) ?? 0;
    if (held >= context.config.liveChat.socketsPerAddress)
      return next(new Error(liveChatMessages.tooManyConnections));
    socketsByAddress.set(address, held + 1);
    socket.data.address = address;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  };
}
