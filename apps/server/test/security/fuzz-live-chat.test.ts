import { AGENT_EVENTS, CUSTOMER_EVENTS } from '@ohmstead/contracts/live-chat';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint, guestSession, type TestServer } from '../harness';
import { agentClient, customerClient, listen, type TestClient } from '../live-chat-clients';
import { hostileRecord, socketValue, unstorable } from './fuzz-requests';
import { type FuzzServer, startFuzzServer } from './fuzz-server';

/**
 * Hostile payloads to every live chat event the contracts name, from a customer's socket and a signed-in
 * SuperAdmin's: a payload that carries a string no database can store is refused and writes nothing, any
 * other is answered, and the socket lives on.
 */
describe('fuzz: hostile input to every live chat event', () => {
  let fuzz: FuzzServer;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    fuzz = await startFuzzServer();
    ({ server, admin } = fuzz);
  });
  afterAll(() => fuzz.close());

  describe('socket events', () => {
    let url: string;
    const open: TestClient[] = [];
    beforeAll(async () => {
      url = await listen(server.app);
    });
    afterAll(() => open.forEach((client) => client.close()));

    /** One socket per event: a customer socket allows 30 events per 10 s. */
    const socketFor = async (side: 'customer' | 'agent', event: string) => {
      const client =
        side === 'agent' ? agentClient(url, admin) : customerClient(url, guestSession(`fuzz-${event}`));
      open.push(client);
      await client.connect();
      // The server's connection bookkeeping (presence, last seen) is done once its first state arrives.
      await client.next(side === 'agent' ? 'agent_state' : 'number_available_agents');
      return client;
    };

    const payloads = fc.oneof(
      socketValue,
      hostileRecord(
        [
          'customer_name',
          'history',
          'bot',
          'id',
          'message',
          'attachments',
          'chat_id',
          'after_seq',
          'customer_sid',
        ],
        socketValue,
      ),
    );

    it.each([
      ...CUSTOMER_EVENTS.map((event) => ['customer', event] as const),
      ...AGENT_EVENTS.map((event) => ['agent', event] as const),
    ])(
      '%s %s: an unstorable payload is refused and writes nothing; the socket lives on',
      async (side, event) => {
        const client = await socketFor(side, event);
        const before = await databaseFingerprint(server.db);
        const poisonedPayloads = fc
          .tuple(payloads, unstorable)
          .map(([payload, poison]) =>
            typeof payload === 'object' && payload !== null && !Array.isArray(payload)
              ? { ...payload, message: poison }
              : [payload, poison],
          );
        const runs = { numRuns: side === 'customer' ? 12 : 25 };
        await fc.assert(
          fc.asyncProperty(poisonedPayloads, async (poisoned) => {
            expect((await client.emit<{ ok: boolean }>(event, poisoned)).ok).toBe(false);
          }),
          runs,
        );
        expect(await databaseFingerprint(server.db)).toEqual(before);
        // Without a poison: any answer, but an answer (nothing thrown past the handler). A payload that
        // happens to be a valid call may write what that call writes (a refused request is recorded), so
        // these come after the check that the poisoned ones wrote nothing.
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            expect(await client.emit<{ ok: boolean }>(event, payload)).toHaveProperty('ok');
          }),
          runs,
        );
        expect(client.socket.connected).toBe(true);
      },
    );
  });
});
