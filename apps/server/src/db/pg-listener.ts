import type { Client } from 'pg';

/** How long to wait before the first reconnection attempt; doubled after each failure, up to the max. */
const RECONNECT_FIRST_DELAY_MS = 500;
const RECONNECT_MAX_DELAY_MS = 30_000;

export interface PgListener {
  /** Stops listening and closes the connection; no reconnection after this. */
  close(): Promise<void>;
}

export interface PgListenerHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string): void;
  /**
   * The connection came back after it was lost: notifications sent meanwhile were never delivered, so
   * whatever they would have told must be assumed.
   */
  onReconnect(): void;
  onError(error: unknown): void;
}

/**
 * LISTEN on one channel through a dedicated connection (a pooled one would be handed to other queries
 * and stop listening), reconnected with a growing delay whenever it is lost. Resolves once listening, so
 * a caller knows notifications reach it from then on; rejects if the first connection fails.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: PgListenerHandlers,
): Promise<PgListener> {
  const { default: pg } = await import('pg');
  let client: Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_DELAY_MS;

  const connect = async (): Promise<Client> => {
    const next = new pg.Client({ connectionString: url });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => {
      handlers.onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      // The channel is a fixed identifier of ours, never input: quoted all the same.
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  };

  const lost = (which: Client) => {
    if (closed || client !== which) return;
    client = undefined;
    schedule();
  };

  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => {});
          client = next;
          delay = RECONNECT_FIRST_DELAY_MS;
          handlers.onReconnect();
        },
        (error: unknown) => {
          handlers.onError(error);
          delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS);
          if (!closed) schedule();
        },
      );
    }, delay);
    timer.unref();
  };

  client = await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
