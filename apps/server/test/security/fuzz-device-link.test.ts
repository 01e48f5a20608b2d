import { DEVICE_NAMESPACE, DEVICE_REPORTS, deviceLinkMessages } from '@ohmstead/contracts/device-link';
import { LIVE_CHAT_SOCKET_PATH } from '@ohmstead/contracts/live-chat';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSecrets } from '../../src/db/devices/secrets';
import { eventually } from '../devices';
import { databaseFingerprint, type TestServer } from '../harness';
import { listen } from '../live-chat-clients';
import { hostileRecord, socketValue, unstorable } from './fuzz-requests';
import { fieldsOf } from './fuzz-routes';
import { type FuzzServer, startFuzzServer } from './fuzz-server';

/**
 * Hostile handshakes and reports on the device link: a hostile handshake is refused with the one answer,
 * a report that carries a string no database can store is refused with its reason, neither writes
 * anything, and a connected device's socket lives on.
 */
describe('fuzz: hostile input to the device link', () => {
  let fuzz: FuzzServer;
  let server: TestServer;
  beforeAll(async () => {
    fuzz = await startFuzzServer();
    ({ server } = fuzz);
  });
  afterAll(() => fuzz.close());

  describe('device link events', () => {
    let url: string;
    const sockets: Socket[] = [];
    let product = 0;
    beforeAll(async () => {
      url = await listen(server.app);
      const [row] = await server.db.query<{ id: number }>(
        `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('FZ-1', 'Fuzz Router', 'power-router', 50)
         RETURNING id`,
      );
      product = Number(row!.id);
      // Whatever the server writes as it starts lands first, so "writes nothing" below measures the
      // device link alone.
      await eventually(async () => {
        const first = JSON.stringify(await databaseFingerprint(server.db));
        await new Promise((resolve) => setTimeout(resolve, 200));
        return first === JSON.stringify(await databaseFingerprint(server.db));
      });
    });
    afterAll(() => sockets.forEach((socket) => socket.close()));

    const deviceSocket = (auth: unknown) => {
      const socket = io(`${url}${DEVICE_NAMESPACE}`, {
        path: LIVE_CHAT_SOCKET_PATH,
        transports: ['websocket'],
        auth: auth as Record<string, unknown>,
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    };
    /** Connects or answers the server's refusal. */
    const handshake = (auth: unknown) =>
      new Promise<{ socket: Socket } | { refused: string }>((resolve) => {
        const socket = deviceSocket(auth);
        socket.once('connect', () => resolve({ socket }));
        socket.once('connect_error', (error) => (socket.close(), resolve({ refused: error.message })));
      });

    it('a hostile handshake is refused with the one answer and writes nothing', async () => {
      const before = await databaseFingerprint(server.db);
      const auths = fc.oneof(
        hostileRecord(['serial', 'secret'], socketValue),
        fc
          .tuple(fc.constantFrom('FZ-0001', 'fz-0001'), unstorable)
          .map(([serial, secret]) => ({ serial, secret })),
        fc.constant({ serial: 'FZ-0001', secret: 'A'.repeat(43) }),
      );
      await fc.assert(
        fc.asyncProperty(auths, async (auth) => {
          const answer = await handshake(auth);
          expect(answer).toEqual({ refused: deviceLinkMessages.authFailed });
        }),
        { numRuns: 30 },
      );
      expect(await databaseFingerprint(server.db)).toEqual(before);
    });

    it.each(Object.entries(DEVICE_REPORTS))(
      'device %s: an unstorable payload is refused with its reason and writes nothing; the socket lives on',
      async (event, schema) => {
        // A device of its own per event: a device holds one socket, and each allows 200 events per 10 s.
        const serial = `FZ-${event.toUpperCase()}`;
        const [device] = await server.db.query<{ id: number }>(
          `INSERT INTO devices (serial, product_id) VALUES ($1, $2) RETURNING id`,
          [serial, product],
        );
        const secret = await deviceSecrets(server.db).issue(Number(device!.id), 'registered');
        const answer = await handshake({ serial, secret });
        if (!('socket' in answer)) throw new Error(`the device could not connect: ${answer.refused}`);
        const { socket } = answer;
        // The server's connection bookkeeping (connected, the history's line) is done before the fuzz.
        await eventually(async () => {
          const rows = await server.db.query(
            `SELECT 1 FROM device_events WHERE device_id = $1 AND kind = 'connected'`,
            [device!.id],
          );
          return rows.length > 0;
        });
        const fields = fieldsOf(schema);
        const payloads = fc.oneof(socketValue, hostileRecord(fields, socketValue));
        const emit = (payload: unknown) =>
          socket.timeout(5_000).emitWithAck(event, payload) as Promise<{ ok: boolean; message?: string }>;
        const before = await databaseFingerprint(server.db);
        await fc.assert(
          fc.asyncProperty(
            payloads,
            unstorable,
            fc.constantFrom(...fields),
            async (payload, poison, field) => {
              const poisoned =
                typeof payload === 'object' && payload !== null && !Array.isArray(payload)
                  ? { ...payload, [field]: poison }
                  : [payload, poison];
              const refused = await emit(poisoned);
              expect(refused.ok).toBe(false);
              expect(refused.message).toMatch(/\w/);
              // Without a poison: any answer, but an answer (nothing thrown past the handler).
              expect(await emit(payload)).toHaveProperty('ok');
            },
          ),
          { numRuns: 25 },
        );
        await server.app.deviceLink.flushTelemetry();
        expect(await databaseFingerprint(server.db)).toEqual(before);
        expect(socket.connected).toBe(true);
      },
    );
  });
});
