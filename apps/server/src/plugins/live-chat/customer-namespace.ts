import { CUSTOMER_EVENTS } from '@ohmstead/contracts/live-chat';
import type { Socket } from 'socket.io';
import { announceAvailabilityTo, availableAgents, sendAgentState } from './broadcasts';
import { onChatRequestEvents, onConversationEvents } from './customer-events';
import { customerHandshake, type CustomerIdentity, socketsPerAddressCap } from './customer-handshake';
import { eventRegistrar, refuseUnknownEvents } from './event-handler';
import { customerRoom, type LiveChatContext } from './live-chat-context';
import { onCustomerReceipts } from './receipts';
import { socketRateLimiter } from './socket-rate-limiter';
import { onCustomerTyping } from './typing-relay';

export type { CustomerIdentity } from './customer-handshake';

/** The widget's namespace '/': handshake check, then the events of CustomerToServer. */
export function installCustomerNamespace(context: LiveChatContext): void {
  const { customers } = context;
  customers.use(customerHandshake(context));
  // Checked after the handshake: a refused handshake holds no place in its address's count.
  customers.use(socketsPerAddressCap(context));
  customers.on(
    'connection',
    (socket: Socket) => void context.underWay.run(() => onCustomerConnection(context, socket)),
  );
}

/** One customer socket: its presence, its events, and its leaving. */
async function onCustomerConnection(context: LiveChatContext, socket: Socket): Promise<void> {
  const customer = socket.data.customer as CustomerIdentity;
  const room = customerRoom(customer.key);
  // Events, and the socket leaving, wait for the connect work: a presence row removed before it was added
  // would show the customer online to their agent for the process's life.
  const connecting = context.presence.customerConnected(socket.id, customer.key);
  const ready = connecting.then(
    () => {},
    () => {},
  );
  const on = eventRegistrar(socket, {
    limiter: socketRateLimiter(),
    log: context.log,
    ready,
    underWay: context.underWay,
  });
  refuseUnknownEvents(socket, CUSTOMER_EVENTS);
  void socket.join(room);

  const scope = { context, socket, customer, room, on };
  onChatRequestEvents(scope);
  onConversationEvents(scope);
  onCustomerTyping(scope);
  onCustomerReceipts(scope);

  // The agent of the customer's active chat sees the customer come and go.
  socket.on('disconnect', () => void context.underWay.run(onDisconnect));
  async function onDisconnect() {
    if (context.closing) return;
    await ready;
    try {
      const agent = await context.presence.customerDisconnected(socket.id, customer.key);
      if (agent !== null) await sendAgentState(context, agent);
    } catch (error) {
      context.log.warn({ err: error }, 'live chat: customer disconnect bookkeeping failed');
    }
  }

  try {
    const connected = await connecting;
    announceAvailabilityTo(socket, await availableAgents(context, connected.availableAgents));
    if (connected.activeChatAgent !== null) await sendAgentState(context, connected.activeChatAgent);
  } catch (error) {
    context.log.error({ err: error }, 'live chat: customer connect failed');
  }
}
