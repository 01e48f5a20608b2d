import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';
import { SHUTDOWN_HOOKS_MS } from './limits';

export type ShutdownOutcome = 'drained' | 'forced';

/** How often connections that became idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;

const after = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout').unref());

/**
 * Stops the server without dropping work: `app.close()` stops accepting connections, answers
 * 503 to new requests on kept-alive ones, lets the requests in flight finish, and runs the plugins' close
 * hooks — the live chat closes its sockets there so clients reconnect to another node, other plugins flush
 * what they hold. Requests still running after `drainMs` have their connections closed, so a stuck
 * client cannot hold a deploy; the close hooks then get `hooksMs` more. The database closes last.
 */
export async function closeGracefully(
  app: FastifyInstance,
  db: Database,
  { drainMs, hooksMs = SHUTDOWN_HOOKS_MS }: { drainMs: number; hooksMs?: number },
): Promise<ShutdownOutcome> {
  let outcome: ShutdownOutcome = 'drained';
  const closing = app.close();
  // Node closes the idle kept-alive connections once, when closing starts; a connection whose request
  // finishes later (or a proxy's upstream keepalive) would otherwise hold the close until its client lets go.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  if ((await Promise.race([closing, after(drainMs)])) === 'timeout') {
    outcome = 'forced';
    app.log.warn(
      { drainMs },
      'shutdown: requests still running after the drain time; closing their connections',
    );
    app.server.closeAllConnections();
    if ((await Promise.race([closing, after(hooksMs)])) === 'timeout')
      app.log.error({ hooksMs }, 'shutdown: close hooks did not finish in time');
  }
  clearInterval(closeIdle);
  await Promise.race([db.close(), after(hooksMs)]);
  return outcome;
}

/**
 * SIGTERM (a process manager, a deploy) and SIGINT (Ctrl-C) close gracefully once; the exit code says
 * whether everything drained (0) or connections had to be cut (1). A second signal leaves at once.
 */
export function closeOnSignals(app: FastifyInstance, db: Database, drainMs: number): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn({ signal }, 'shutdown: second signal, leaving now');
      process.exit(1);
    }
    started = true;
    app.log.info({ signal, drainMs }, 'shutdown: draining requests and sockets');
    closeGracefully(app, db, { drainMs }).then(
      (outcome) => {
        app.log.info({ outcome }, 'shutdown: done');
        process.exit(outcome === 'drained' ? 0 : 1);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
