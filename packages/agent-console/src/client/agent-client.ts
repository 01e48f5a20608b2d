/**
 * The agent's connection to the live-chat service (docs/product.md §3.4 "Live agent flow", "Agent notification",
 * §3.5, §3.7, §3.9): one socket.io connection on the /agent namespace, and a snapshot of everything the console,
 * the notification and the mini-screen show. Framework-free; React reads it with useAgentSnapshot.
 *
 * Composed of parts with one job each: the connection (transport.ts), what each chat receives and catches up
 * after a reconnect (catch-up.ts), what the agent sends (outbox.ts), the queue of waiting customers
 * (requests.ts), the snapshot and its subscribers (view-state.ts), the UI events and the chime
 * (agent-events.ts), the alerts of a hidden tab (background-alerts.ts), reads on demand (archive.ts), handing a chat
 * to another agent (transfer.ts) and the agent's own settings (agent-actions.ts).
 */
import { AGENT_NAMESPACE } from '@ohmstead/contracts/live-chat';
import { agentStateSchema } from '@ohmstead/contracts/live-chat-payloads';
import { consoleTexts, NOTIFICATION_TITLES, REMIND_WAITING_AFTER_MS } from '../constants';
import { createAgentActions } from './agent-actions';
import { createAgentEvents } from './agent-events';
import { createArchive } from './archive';
import { browserAlertPage, createBackgroundAlerts } from './background-alerts';
import { createCatchUp } from './catch-up';
import { createChatDeliveries } from './chat-deliveries';
import { playChime } from './chime';
import { createHandedChats } from './handed-chats';
import { createNotes } from './notes';
import { createOutbox } from './outbox';
import { createConsoleReceipts } from './receipts';
import { createRequestQueue } from './requests';
import { createTransfer } from './transfer';
import { createAgentTransport } from './transport';
import type { AgentClient, AgentClientOptions } from './types';
import { createConsoleTyping } from './typing';
import { uploadAttachment } from './upload';
import { createViewState } from './view-state';
import { createWaitingReminder } from './waiting-reminder';

export type {
  AgentChatView,
  AgentClient,
  AgentClientEvent,
  AgentClientEventDetail,
  AgentClientOptions,
  AgentConnection,
  AgentSnapshot,
  AgentSocketLike,
  PendingMessage,
} from './types';

const pageOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin);

export function createAgentClient(options: AgentClientOptions): AgentClient {
  const serviceOrigin = options.serviceOrigin ?? pageOrigin();
  const apiBase = options.apiBase ?? `${serviceOrigin}/api`;
  const view = createViewState();
  const events = createAgentEvents(options.playSound ?? playChime, () => !!view.get().state?.soundEnabled);
  const deliveries = createChatDeliveries();
  const transport = createAgentTransport(
    { url: `${serviceOrigin}${AGENT_NAMESPACE}`, token: options.token, connect: options.connect },
    {
      async connected() {
        view.update((current) => ({ ...current, connection: 'connected', error: null }));
        await catchUp.resumeOpenChats();
        // Re-send what was never acknowledged, after the missed messages so the order reads right.
        outbox.flushOpen();
        receipts.connected();
      },
      dropped(connection) {
        requests.stop();
        deliveries.connectionLost();
        typing.clearAll();
        view.update((current) => ({ ...current, connection, processing: false }));
      },
      changed(connection) {
        const refused = connection === 'unauthorized';
        view.update((current) => ({
          ...current,
          connection,
          error: refused ? consoleTexts.unauthorized : current.error,
        }));
      },
    },
  );
  const catchUp = createCatchUp({ transport, view, deliveries, events });
  const upload = (chatId: string, file: File) => uploadAttachment(apiBase, options.token, chatId, file);
  const outbox = createOutbox({ transport, view, deliveries, catchUp, upload });
  const page = options.alertPage ?? browserAlertPage();
  const alerts = createBackgroundAlerts(page, () => !!view.get().state?.desktopAlertsEnabled);
  const handed = createHandedChats((chat) => {
    events.chime();
    const name = chat.customer_name || consoleTexts.alertSomeone;
    alerts.alert(NOTIFICATION_TITLES.activeChat, consoleTexts.alertHanded(name), `chat-${chat.chat_id}`);
  });
  const requests = createRequestQueue({ transport, view, events, handed });
  const actions = createAgentActions(transport, view);
  const archive = createArchive(transport);
  const notes = createNotes(transport, view);
  const transfers = createTransfer(transport, view);
  const typing = createConsoleTyping(transport, view);
  const receipts = createConsoleReceipts(transport, view, deliveries, page);
  events.on('request', ({ customerSid }) => {
    const request = view.get().requests.find((item) => item.customer_sid === customerSid);
    const name = request?.customer_details.customer_name || consoleTexts.alertSomeone;
    alerts.alert(
      NOTIFICATION_TITLES.incomingRequest,
      consoleTexts.alertRequest(name),
      `request-${customerSid}`,
    );
  });
  const reminder = createWaitingReminder({
    afterMs: options.remindWaitingAfterMs ?? REMIND_WAITING_AFTER_MS,
    requests: () => view.get().requests,
    remind(request, waitedMs) {
      events.chime();
      const name = request.customer_details.customer_name || consoleTexts.alertSomeone;
      const minutes = Math.max(1, Math.round(waitedMs / 60_000));
      alerts.alert(
        NOTIFICATION_TITLES.incomingRequest,
        consoleTexts.alertStillWaiting(name, minutes),
        `request-${request.customer_sid}`,
      );
    },
  });
  events.on('customer-message', ({ chatId }) => {
    if (chatId) typing.wrote(chatId);
    const chat = view.get().chats.find((item) => item.chat_id === chatId);
    const name = chat?.customer_name || consoleTexts.alertSomeone;
    alerts.alert(NOTIFICATION_TITLES.newMessage, consoleTexts.alertMessage(name), `chat-${chatId}`);
  });

  transport.on('agent_state', (payload) => {
    const state = agentStateSchema.safeParse(payload);
    if (!state.success) return;
    const appeared = view.applyAgentState(state.data);
    catchUp.seed(appeared);
    handed.applied(appeared, view.get().chats);
  });
  transport.on('chat_requests', requests.takeQueue);
  transport.on('chat_request_added', requests.takeAdded);
  transport.on('chat_request_removed', requests.takeRemoved);
  transport.on('messages', catchUp.receiveLive);
  transport.on('note', notes.receive);
  transport.on('chat_transferred', transfers.receive);
  transport.on('typing', typing.heard);
  transport.on('marks', receipts.heard);
  transport.on('chat_error', (payload) => {
    const error = (payload as { error?: unknown } | undefined)?.error;
    if (typeof error === 'string') view.setError(error);
  });
  transport.open();

  return {
    serviceOrigin,
    getSnapshot: view.get,
    subscribe: view.subscribe,
    accept: requests.accept,
    decline: requests.decline,
    setAvailable: actions.setAvailable,
    setSoundEnabled: actions.setSoundEnabled,
    setDesktopAlertsEnabled: actions.setDesktopAlertsEnabled,
    setMaxChats: actions.setMaxChats,
    transferTargets: transfers.targets,
    transfer: transfers.transfer,
    send(chatId, text, files) {
      typing.sent(chatId);
      return outbox.send(chatId, text, files);
    },
    addNote: notes.add,
    endChat: actions.endChat,
    markRead: view.markRead,
    typing: typing.keyed,
    stoppedTyping: typing.stopped,
    viewing: receipts.viewing,
    on: events.on,
    history: archive.history,
    transcript: archive.transcript,
    customerHistory: archive.customerHistory,
    close() {
      reminder.stop();
      receipts.stop();
      alerts.stop();
      requests.stop();
      transport.close();
      view.clear();
      events.clear();
    },
  };
}
