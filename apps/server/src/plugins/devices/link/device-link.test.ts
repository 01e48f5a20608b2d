import type { AddressInfo } from 'node:net';
import { DEVICE_EVENTS, DEVICE_NAMESPACE, deviceLinkMessages } from '@ohmstead/contracts/device-link';
import { DeviceLink } from '@ohmstead/device-simulator/device-client';
import { SimulatedRouter } from '@ohmstead/device-simulator/simulated-router';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceCatalog,
  eventually,
  queuedReservation,
  register,
  signedIn,
  uploadFirmware,
} from '../../../../test/devices';
import { databaseFingerprint, startTestServer, type TestServer } from '../../../../test/harness';
import { call } from '../../../auth/test-users';
import { deviceCommands } from '../../../db/devices/commands';

/**
 * The device link end to end over a real socket: the handshake against the hashed secret, reports, commands
 * kept until acknowledged (a reconnect loses none, a repeat is acted on once), batched telemetry, and a
 * firmware roll-out to a simulated router that verifies its download (and rolls back when it does not).
 */
describe('device link', () => {
  let server: TestServer;
  let url: string;
  let admin: { id: number; token: string };
  let catalog: Awaited<ReturnType<typeof deviceCatalog>>;
  const links: { close(): void }[] = [];

  beforeAll(async () => {
    server = await startTestServer({ DEVICE_SIMULATION: 'false' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    admin = await signedIn(server.app, server.db, 'link-admin', ['Admin']);
    catalog = await deviceCatalog(server.db);
  });
  afterAll(async () => {
    links.forEach((link) => link.close());
    await server.close();
  });

  const connected = (serial: string) =>
    eventually(async () => {
      const [row] = await server.db.query<{ connected: boolean }>(
        'SELECT connected FROM devices WHERE serial = $1',
        [serial],
      );
      return row?.connected;
    });

  it('refuses a wrong secret and an unknown serial in the handshake, and stores nothing', async () => {
    const { device } = await register(server.app, admin.token, {
      serial: 'LINK-0001',
      productId: catalog.routerId,
    });
    const before = await databaseFingerprint(server.db);
    for (const auth of [
      { serial: device.serial, secret: 'A'.repeat(43) },
      { serial: 'NO-SUCH-0001', secret: 'A'.repeat(43) },
      { serial: device.serial },
    ]) {
      const socket = io(`${url}${DEVICE_NAMESPACE}`, {
        transports: ['websocket'],
        auth,
        reconnection: false,
      });
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe(deviceLinkMessages.authFailed);
      socket.close();
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('delivers a command queued while offline at the next connection, and acts on it once', async () => {
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LINK-0002',
      productId: catalog.postId,
    });
    const { commandId } = await queuedReservation(server.db, device.id, admin.id);
    const link = new DeviceLink({ serverUrl: url, serial: device.serial, secret });
    links.push(link);
    const seen: number[] = [];
    link.onCommand((command) => {
      seen.push(command.id);
      return { outcome: 'accepted' };
    });
    link.connect();
    await eventually(async () => seen.includes(commandId));
    await eventually(async () => {
      const [row] = await server.db.query<{ acknowledged_at: Date | null }>(
        'SELECT acknowledged_at FROM device_commands WHERE id = $1',
        [commandId],
      );
      return row?.acknowledged_at;
    });

    // The server sends it again (as it would after a lost acknowledgement): acknowledged again, not acted on.
    await server.db.query(`UPDATE device_commands SET acknowledged_at = NULL WHERE id = $1`, [commandId]);
    server.app.deviceLink.notify(device.id);
    await eventually(async () => {
      const [row] = await server.db.query<{ send_count: number; acknowledged_at: Date | null }>(
        'SELECT send_count, acknowledged_at FROM device_commands WHERE id = $1',
        [commandId],
      );
      return row && row.send_count >= 2 && row.acknowledged_at;
    });
    expect(seen).toEqual([commandId]);

    // A dropped connection comes back by itself; nothing acknowledged is sent again.
    link.dropConnection();
    await eventually(async () => {
      const rows = await server.db.query(
        `SELECT 1 FROM device_events WHERE device_id = $1 AND kind = 'connected'`,
        [device.id],
      );
      return rows.length >= 2;
    });
    await connected(device.serial);
    expect(seen).toEqual([commandId]);
  });

  it('refuses a report carrying a string no database can store, with its reason, and stores nothing', async () => {
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LINK-0006',
      productId: catalog.routerId,
    });
    const commandId = await deviceCommands(server.db).enqueue(
      device.id,
      'charging.reserve',
      { sessionId: 1 },
      admin.id,
    );
    const socket = io(`${url}${DEVICE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { serial: device.serial, secret },
      reconnection: false,
    });
    links.push(socket);
    // The queued command is sent once the connection is recorded, and marked as sent before it goes: the
    // snapshot waits for it, or that write lands between the two snapshots.
    const sent = new Promise<void>((resolve) => socket.once(DEVICE_EVENTS.command, () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await connected(device.serial);
    await sent;
    const before = await databaseFingerprint(server.db);
    const answer = await socket.emitWithAck('command-ack', {
      commandId,
      outcome: 'rejected',
      message: 'relay \u0000 stuck',
    });
    expect(answer).toEqual({
      ok: false,
      message:
        'command-ack.message contains a character that cannot be stored (a NUL character or an unpaired surrogate).',
    });
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('writes telemetry in batches, one stored point per device per few seconds, the latest kept live', async () => {
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LINK-0003',
      productId: catalog.routerId,
    });
    const link = new DeviceLink({ serverUrl: url, serial: device.serial, secret });
    links.push(link);
    link.connect();
    await connected(device.serial);
    const now = Date.now();
    // Volatile: a point sent while the previous one is still being written is dropped, so a pause between.
    for (const [n, powerKw] of [10, 20, 30].entries()) {
      link.sendTelemetry({ at: new Date(now + n * 100).toISOString(), powerKw });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await eventually(async () => {
      await server.app.deviceLink.flushTelemetry();
      const [row] = await server.db.query<{ power: number | null }>(
        `SELECT (last_telemetry ->> 'power_kw')::float AS power FROM devices WHERE id = $1`,
        [device.id],
      );
      return row?.power === 30;
    });
    const stored = await server.db.query('SELECT 1 FROM device_telemetry WHERE device_id = $1', [device.id]);
    expect(stored.length).toBe(1);
  });

  it('rolls firmware out to a simulated router that verifies it, and rolls back a download that does not verify', async () => {
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LINK-0004',
      productId: catalog.routerId,
    });
    const router = new SimulatedRouter({
      serverUrl: url,
      serial: device.serial,
      secret,
      ratedPowerKw: 200,
      firmware: { 'main-controller': '1.0.0', comms: '1.0.0' },
      installMs: 40,
    });
    links.push({ close: () => router.stop() });
    router.start();
    await eventually(async () => {
      const rows = await server.db.query(`SELECT 1 FROM device_firmware WHERE device_id = $1`, [device.id]);
      return rows.length === 2;
    });

    const rollOut = async (version: string) => {
      const upload = await uploadFirmware(server.app, admin.token, {
        componentId: String(catalog.controllerId),
        version,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const releaseId = upload.json().release.id as number;
      const response = await call(server.app, 'POST', '/api/Ota/CreateRollout', {
        token: admin.token,
        body: { releaseId, deviceIds: [device.id] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return releaseId;
    };
    const phase = (releaseId: number) =>
      eventually(async () => {
        const [row] = await server.db.query<{ phase: string; message: string | null }>(
          `SELECT rd.phase, rd.message FROM rollout_devices rd JOIN firmware_rollouts r ON r.id = rd.rollout_id
           WHERE r.release_id = $1 AND rd.phase IN ('succeeded', 'rolled-back')`,
          [releaseId],
        );
        return row;
      }, 20_000);
    const version = async () =>
      (
        await server.db.query<{ version: string }>(
          `SELECT f.version FROM device_firmware f JOIN product_components c ON c.id = f.component_id
           WHERE f.device_id = $1 AND c.code = 'main-controller'`,
          [device.id],
        )
      )[0]?.version;

    const good = await rollOut('1.1.0');
    expect((await phase(good)).phase).toBe('succeeded');
    await eventually(async () => (await version()) === '1.1.0');

    router.setCorruptDownloads(true);
    const bad = await rollOut('1.2.0');
    const outcome = await phase(bad);
    expect(outcome.phase).toBe('rolled-back');
    expect(outcome.message).toContain('main-controller 1.1.0');
    expect(await version()).toBe('1.1.0');
    const [failure] = await server.db.query<{ message: string }>(
      `SELECT message FROM device_events WHERE device_id = $1 AND kind = 'firmware-failed' AND severity = 'error'`,
      [device.id],
    );
    expect(failure?.message).toMatch(/Verification failed: SHA-256/);
  }, 40_000);

  it('serves firmware only to a device being sent it, with its own secret', async () => {
    const [release] = await server.db.query<{ id: number }>('SELECT id FROM firmware_releases LIMIT 1');
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LINK-0005',
      productId: catalog.routerId,
    });
    const download = (headers: Record<string, string>) =>
      server.app.inject({ url: `/api/DeviceLink/Firmware?release=${release!.id}`, headers });
    expect(
      (await download({ 'x-device-serial': device.serial, authorization: `Device ${'B'.repeat(43)}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await download({ 'x-device-serial': device.serial, authorization: `Device ${secret}` })).statusCode,
    ).toBe(404);
  });
});
