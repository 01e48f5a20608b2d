import type { Client, QueryConfig } from 'pg';

/** The hot path's own connections: more gained nothing measurable (docs/decisions/0023-serving-path.md). */
export const PIPELINED_CONNECTIONS = 4;
/** How they show in pg_stat_activity. */
export const PIPELINED_APPLICATION_NAME = 'ohmstead-pipelined';

/**
 * PostgreSQL connections in node-postgres' pipeline mode, for the hot path's named single statements
 * (QueryOptions.prepared). A statement is written at once behind those its connection is still running,
 * instead of waiting for a pooled connection to be free, and a backend answers a run of them per wake-up:
 * measured at about 30 % less database CPU and a third of the server's per statement. Each statement is
 * still its own transaction (a Sync follows each), and a failed one fails alone.
 *
 * A statement goes to the connection with the fewest in flight, so one waiting on a row lock does not hold
 * up the rest. A connection that breaks fails the statements on it with its error and is opened again by
 * the next statement.
 */
export function pipelinedConnections(
  ClientClass: new (config: {
    connectionString: string;
    pipeline: boolean;
    application_name: string;
  }) => Client,
  url: string,
  count = PIPELINED_CONNECTIONS,
) {
  const slots = Array.from({ length: count }, () => ({
    client: undefined as Promise<Client> | undefined,
    inFlight: 0,
  }));
  let closed = false;

  function open(slot: (typeof slots)[number]): Promise<Client> {
    const client = new ClientClass({
      connectionString: url,
      pipeline: true,
      application_name: PIPELINED_APPLICATION_NAME,
    });
    const ready = client.connect().then(() => client);
    const drop = () => {
      if (slot.client === ready) slot.client = undefined;
    };
    // Without an 'error' listener a connection the server closes would crash the process.
    client.on('error', drop);
    client.on('end', drop);
    ready.catch(drop);
    slot.client = ready;
    return ready;
  }

  const leastBusy = () => slots.reduce((best, slot) => (slot.inFlight < best.inFlight ? slot : best));

  return {
    async query(config: QueryConfig) {
      if (closed) throw new Error('the database is closed');
      const slot = leastBusy();
      slot.inFlight++;
      try {
        const client = await (slot.client ?? open(slot));
        return await client.query(config);
      } finally {
        slot.inFlight--;
      }
    },
    async close() {
      closed = true;
      // A connection that never opened has nothing to end.
      await Promise.allSettled(slots.map(async (slot) => (await slot.client)?.end()));
    },
  };
}
