import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import type { Received } from '@ohmstead/contracts/live-delivery';
import type { OpenLiveSocket } from '../services/live-socket';
import type { LiveSession, LiveStoreView } from '../state/live-port';
import type { LiveChat } from './live-chat';
import { createLiveComposer } from './live-composer';
import { createLiveReceipts } from './live-receipts';
import { createLiveRequest } from './live-request';
import { createLiveResume } from './live-resume';
import { createLiveSendQueue } from './live-send-queue';
import { serverListeners } from './live-server-events';
import { readLiveChat } from './live-storage';
import { createLiveTransport } from './live-transport';
import { createLiveTyping } from './live-typing';
import { createLiveView } from './live-view';
import { liveWidgetMessages } from './live-words';
import type { MediaClient } from './media-client';

export interface LiveSessionDeps {
  store: LiveStoreView;
  openSocket: OpenLiveSocket;
  media: MediaClient;
}

/**
 * The customer's side of the live-agent flow (docs/product.md §3.4 "Live agent flow", §3.7, §3.9), one module
 * per concern: the transport (the socket), resume after a reconnect, the send queue (the delivery both ends
 * share, packages/contracts/src/live-delivery.ts), the view state, the composer, the request and the
 * server's events. A stored open chat (a reload) reconnects and resumes at once.
 */
export function createLiveSession({ store, openSocket, media }: LiveSessionDeps): LiveSession {
  const stored = readLiveChat(store.storage);
  const transport = createLiveTransport(() => openSocket(store.config.agentBase, () => handshakeOf(store)), {
    connected: () => resume.resume(),
    disconnected: () => {
      queue.connectionLost();
      typing.clear();
    },
    gaveUp: () => {
      if (!view.isOpen() && resume.deferred() !== 'request') return;
      view.notify(liveWidgetMessages.connectionLost);
      endLocally();
    },
    listeners: () => ({ ...serverListeners(chat), typing: typing.heard, marks: receipts.heard }),
  });
  const view = createLiveView(store, () => queue.through(), stored);
  const queue = createLiveSendQueue(transport, store, view, show);
  const typing = createLiveTyping(transport, view);
  const receipts = createLiveReceipts(
    transport,
    view,
    () => queue.through(),
    () => store.isOpen.peek() && document.visibilityState === 'visible',
  );
  store.isOpen.subscribe(receipts.tell);
  document.addEventListener('visibilitychange', receipts.tell);
  const chat: LiveChat = {
    store,
    view,
    queue,
    transport,
    receipts,
    get request() {
      return request;
    },
    assign(chatId, agentName) {
      view.assigned(chatId, agentName);
      queue.flush();
    },
    endLocally,
    endWith(text) {
      endLocally();
      view.notify(text);
    },
  };
  const composer = createLiveComposer(chat, media);
  const resume = createLiveResume(chat);
  const request = createLiveRequest(chat, resume);

  /** Shows what delivery handed out, and resumes after a gap in live messages (never after a resume's). */
  function show(received: Received<LiveMessage>, live: boolean) {
    view.show(received.fresh);
    // The agent's words arrived: they stopped typing, and learn these reached the customer.
    if (received.fresh.some((message) => !message.is_customer)) {
      typing.clear();
      receipts.tell();
    }
    if (live && received.gap && transport.ready()) resume.resume();
  }

  function endLocally() {
    request.stopResend();
    typing.stopped();
    typing.clear();
    receipts.reset();
    view.ended();
    queue.restart();
    resume.defer(null);
  }

  if (stored) {
    queue.restart(stored.lastSeq);
    // A request that never reached the server is sent again.
    if (stored.status === 'requesting') resume.defer('request');
    transport.open();
  }

  return {
    ...composer,
    send(text) {
      typing.sent();
      return composer.send(text);
    },
    agentTyping: typing.agentTyping,
    marks: receipts.marks,
    typed: typing.keyed,
    stoppedTyping: typing.stopped,
    status: view.status,
    connected: transport.connected,
    agentName: view.agentName,
    files: view.files,
    answerConsent: request.answerConsent,
    request: request.request,
    cancel: request.cancel,
    toggle: request.toggle,
    reset() {
      const was = view.status.peek();
      // The server is told the chat is over (if it can hear it), then the socket closes.
      transport.close(was === 'none' ? undefined : was === 'active' ? 'end_chat' : 'cancel_request');
      endLocally();
      void media.deleteSessionMedia();
    },
  };
}

/** The socket's auth, read on every (re)connect: a sign-in between two connections is sent. */
function handshakeOf(store: LiveStoreView) {
  const token = store.user.peek()?.token;
  const sessionId = store.botClient.sessionId();
  return token ? { sessionId, token } : { sessionId };
}
