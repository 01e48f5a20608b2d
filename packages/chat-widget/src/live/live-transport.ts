import { type ReadonlySignal, signal } from '@preact/signals';
import { LIVE_END_ACK_WAIT_MS } from '../constants';
import type { LiveSocket } from '../services/live-socket';

/** A server event's handler: its payload is unknown until a schema has parsed it. */
export type ServerListener = (payload: unknown) => void;

/** What the transport tells the chat, and the chat's own server events. */
export interface TransportEvents {
  /** Every (re)connect: the chat resumes before anything else goes out. */
  connected(): void;
  disconnected(): void;
  /** socket.io gave up reconnecting (docs/product.md §3.9: after 5 attempts); the socket is closed already. */
  gaveUp(): void;
  /** Listened to on every socket this transport opens (read as it opens). */
  listeners(): Readonly<Record<string, ServerListener>>;
}

export interface LiveTransport {
  connected: ReadonlySignal<boolean>;
  /** Opens the socket unless one is open (it connects, and reconnects, by itself). */
  open(): void;
  /** Connected, and this connection's resume has answered: only then may chat events go out. */
  ready(): boolean;
  /** This connection's resume has answered. */
  markResumed(): void;
  /**
   * Emits on the open socket (with none open, nothing). The answer is dropped when that socket was closed
   * meanwhile: it belongs to a chat this widget has left. Without `onAnswer` none is asked for (a hint).
   */
  emit(event: string, payload: unknown, onAnswer?: (answer: unknown) => void): void;
  /**
   * Closes the socket. `farewell` (end_chat, cancel_request) is emitted first when connected, so the
   * server hears that the chat is over; the socket closes on its answer or after LIVE_END_ACK_WAIT_MS.
   */
  close(farewell?: string): void;
}

/**
 * The customer's connection to the agent service: one socket.io socket at a time, its connected state, and
 * acknowledgements that never reach a chat left since (as socket.io-client keeps its manager apart from
 * the socket, the chat's own rules stay out of here).
 */
export function createLiveTransport(
  /** Opens (and connects) a socket to the agent service. */
  openSocket: () => LiveSocket,
  events: TransportEvents,
): LiveTransport {
  const connected = signal(false);
  let socket: LiveSocket | null = null;
  let resumed = false;

  function open() {
    if (socket) return;
    const opened = openSocket();
    socket = opened;
    opened.on('connect', () => {
      connected.value = true;
      events.connected();
    });
    opened.on('disconnect', () => {
      connected.value = false;
      resumed = false;
      events.disconnected();
    });
    opened.io.on('reconnect_failed', () => {
      if (socket !== opened) return;
      detach();
      events.gaveUp();
    });
    for (const [event, listener] of Object.entries(events.listeners())) opened.on(event, listener);
  }

  function detach() {
    const on = socket;
    socket = null;
    resumed = false;
    connected.value = false;
    return on;
  }

  function emit(event: string, payload: unknown, onAnswer?: (answer: unknown) => void) {
    const on = socket;
    if (!onAnswer) return void on?.emit(event, payload);
    on?.emit(event, payload, (answer: unknown) => {
      if (socket === on) onAnswer(answer);
    });
  }

  function close(farewell?: string) {
    const on = detach();
    if (!on) return;
    if (!farewell || !on.connected) {
      on.disconnect();
      return;
    }
    const disconnect = () => on.disconnect();
    const timer = setTimeout(disconnect, LIVE_END_ACK_WAIT_MS);
    on.emit(farewell, {}, () => {
      clearTimeout(timer);
      disconnect();
    });
  }

  return {
    connected,
    open,
    ready: () => !!socket?.connected && resumed,
    markResumed: () => {
      resumed = true;
    },
    emit,
    close,
  };
}
