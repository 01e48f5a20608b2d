import type { AddressInfo } from 'node:net';
import { DEVICE_NAMESPACE, deviceLinkMessages } from '@ohmstead/contracts/device-link';
import { devicesMessages } from '@ohmstead/contracts/devices';
import { DeviceLink } from '@ohmstead/device-simulator/device-client';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chargingSession,
  deviceCatalog,
  eventually,
  queuedReservation,
  register,
  signedIn,
} from '../../../../test/devices';
import { databaseFingerprint, startTestServer, type TestServer } from '../../../../test/harness';
import { call } from '../../../auth/test-users';

/**
 * A device after its registration (docs/decisions/0032-devices-after-registration.md): staff edit where it is
 * and who it belongs to, decommission it (its socket closes, its secret stops working, it leaves the
 * active lists and keeps its history) and recommission it with a new secret; bad input changes nothing.
 */
describe('devices after registration', () => {
  let server: TestServer;
  let url: string;
  let admin: { id: number; token: string };
  let customer: { id: number; token: string };
  let installer: { id: number; token: string };
  let editor: { id: number; token: string };
  let catalog: Awaited<ReturnType<typeof deviceCatalog>>;
  const links: DeviceLink[] = [];

  beforeAll(async () => {
    server = await startTestServer({ DEVICE_SIMULATION: 'false' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    admin = await signedIn(server.app, server.db, 'life-admin', ['Manager']);
    customer = await signedIn(server.app, server.db, 'life-customer', ['Customer']);
    installer = await signedIn(server.app, server.db, 'life-installer', ['Installer']);
    editor = await signedIn(server.app, server.db, 'life-editor', ['NewsEditor']);
    catalog = await deviceCatalog(server.db);
  });
  afterAll(async () => {
    links.forEach((link) => link.close());
    await server.close();
  });

  /** An Update body for a device of `productId` at no site, with no owner or installer. */
  const unplaced = (productId: number) => ({
    productId,
    siteId: null,
    ownerId: null,
    installedById: null,
    latitude: null,
    longitude: null,
    publicCharging: false,
  });
  const update = (id: number, body: Record<string, unknown>, token = admin.token) =>
    call(server.app, 'PUT', `/api/Devices/Update?id=${id}`, {
      token,
      body: { ...unplaced(catalog.routerId), ...body },
    });
  const listed = async (token: string, query = '') =>
    (await call(server.app, 'GET', `/api/Devices/GetAll?pageSize=100${query}`, { token }))
      .json()
      .items.map((item: { serial: string }) => item.serial);
  const events = async (id: number) =>
    (
      await server.db.query<{ kind: string; message: string }>(
        `SELECT kind, message FROM device_events WHERE device_id = $1 ORDER BY id`,
        [id],
      )
    ).map((row) => `${row.kind}: ${row.message}`);

  it('edits site, owner, installer and location; the new owner and installer see the device', async () => {
    const { device } = await register(server.app, admin.token, {
      serial: 'LIFE-0001',
      productId: catalog.routerId,
    });
    expect(await listed(customer.token)).not.toContain('LIFE-0001');

    const edited = await update(device.id, {
      siteId: catalog.siteId,
      ownerId: customer.id,
      installedById: installer.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: devicesMessages.updated,
      device: { siteName: 'Test Depot' },
    });
    expect(await listed(customer.token)).toContain('LIFE-0001');
    expect(await listed(installer.token)).toContain('LIFE-0001');
    const detail = (
      await call(server.app, 'GET', `/api/Devices/GetDevice?id=${device.id}`, { token: admin.token })
    ).json().device;
    // No location given: the site's.
    expect(detail).toMatchObject({ latitude: 35.8, longitude: -78.8, owner: { id: customer.id } });
    expect(detail.installedAt).not.toBeNull();
    expect((await events(device.id)).at(-1)).toBe(
      'edited: Edited by life-admin Tester. Site: none → Test Depot; Owner: none → life-customer Tester; ' +
        'Installed by: none → life-installer Tester; Location: none → 35.8000, -78.8000',
    );

    // The same again changes nothing and writes nothing.
    const before = await databaseFingerprint(server.db);
    const again = await update(device.id, {
      siteId: catalog.siteId,
      ownerId: customer.id,
      installedById: installer.id,
    });
    expect(again.json().message).toBe(devicesMessages.unchanged);
    expect(await databaseFingerprint(server.db)).toEqual(before);

    const moved = await update(device.id, { siteId: catalog.siteId, latitude: 35.9, longitude: '-78.7' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed(customer.token)).not.toContain('LIFE-0001');
  });

  it('refuses bad edits with their reason and stores nothing', async () => {
    const { device } = await register(server.app, admin.token, {
      serial: 'LIFE-0002',
      productId: catalog.routerId,
    });
    const before = await databaseFingerprint(server.db);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ownerId: editor.id }, 400, devicesMessages.ownerRole],
      [{ ownerId: installer.id }, 400, devicesMessages.ownerRole],
      [{ installedById: customer.id }, 400, devicesMessages.installerRole],
      [{ installedById: 999_999 }, 400, devicesMessages.installerRole],
      [{ siteId: 999_999 }, 400, devicesMessages.siteMissing],
      [{ productId: 999_999 }, 400, devicesMessages.productMissing],
      [{ productId: 'router' }, 400, devicesMessages.idInvalid],
      [{ publicCharging: true }, 400, devicesMessages.publicChargingPostOnly],
      [{ latitude: 35.9 }, 400, devicesMessages.locationIncomplete],
      [{ latitude: 91, longitude: 0 }, 400, devicesMessages.latitudeInvalid],
      [{ latitude: 'north', longitude: 0 }, 400, devicesMessages.latitudeInvalid],
      [{ serial: 'LIFE-9999' }, 400, 'Unexpected field(s): serial'],
    ];
    for (const [body, status, reason] of refusals) {
      const response = await update(device.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(reason);
    }
    expect((await update(999_999, {})).statusCode).toBe(404);
    expect((await update(device.id, {}, customer.token)).statusCode).toBe(403);
    expect(
      (await call(server.app, 'PUT', '/api/Devices/Update?id=x', { token: admin.token, body: {} }))
        .statusCode,
    ).toBe(400);
    // Registration takes the same rules.
    const registration = await call(server.app, 'POST', '/api/Devices/Register', {
      token: admin.token,
      body: {
        serial: 'LIFE-0099',
        productId: catalog.routerId,
        siteId: null,
        ownerId: editor.id,
        installedById: null,
      },
    });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().message).toBe(devicesMessages.ownerRole);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('decommissions a device: disconnected, its secret refused, out of the lists, its history kept', async () => {
    const { device, secret } = await register(server.app, admin.token, {
      serial: 'LIFE-0003',
      productId: catalog.postId,
      siteId: catalog.siteId,
      publicCharging: true,
    });
    const link = new DeviceLink({ serverUrl: url, serial: device.serial, secret });
    links.push(link);
    let connectedOnce = false;
    link.onConnect(() => (connectedOnce = true));
    link.connect();
    await eventually(async () => connectedOnce);
    // A charging session waiting for the charger, and the command that asks for it.
    const { sessionId, commandId } = await queuedReservation(server.db, device.id, admin.id);

    const response = await call(server.app, 'POST', `/api/Devices/Decommission?id=${device.id}`, {
      token: admin.token,
      body: { reason: 'Replaced after water damage' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: devicesMessages.decommissioned,
      device: { status: 'decommissioned', powerKw: null },
    });
    // The server closed its socket; socket.io does not reconnect after that.
    await eventually(async () => !link.connected);

    // Its secret no longer opens the link.
    const socket = io(`${url}${DEVICE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: { serial: device.serial, secret },
      reconnection: false,
    });
    const refused = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    socket.close();
    expect(refused.message).toBe(deviceLinkMessages.authFailed);

    // Out of the active lists and the charger app; found under its status, with its history.
    expect(await listed(admin.token)).not.toContain('LIFE-0003');
    expect(await listed(admin.token, '&status=decommissioned')).toEqual(['LIFE-0003']);
    const site = (
      await call(server.app, 'GET', `/api/Sites/GetSite?id=${catalog.siteId}`, { token: admin.token })
    ).json();
    expect(site.devices.map((d: { serial: string }) => d.serial)).not.toContain('LIFE-0003');
    const connect = await call(server.app, 'POST', '/api/EvCharging/Connect', {
      token: admin.token,
      body: { code: 'LIFE-0003' },
    });
    expect(connect.statusCode).toBe(404);
    const detail = (
      await call(server.app, 'GET', `/api/Devices/GetDevice?id=${device.id}`, { token: admin.token })
    ).json().device;
    expect(detail.decommissionedAt).not.toBeNull();
    expect(await events(device.id)).toEqual(
      expect.arrayContaining([
        'connected: Connected',
        'decommissioned: Decommissioned by life-admin Tester: Replaced after water damage',
      ]),
    );
    const [[command], [charging]] = await Promise.all([
      server.db.query<{ outcome: string }>(`SELECT outcome FROM device_commands WHERE id = $1`, [commandId]),
      server.db.query<{ status: string }>(`SELECT status FROM charging_sessions WHERE id = $1`, [sessionId]),
    ]);
    expect([command?.outcome, charging?.status]).toEqual(['rejected', 'failed']);

    // Nothing more happens to it until it is recommissioned.
    const before = await databaseFingerprint(server.db);
    for (const [method, path, body] of [
      ['POST', 'Decommission', {}],
      ['POST', 'IssueSecret', undefined],
      ['PUT', 'Update', unplaced(catalog.postId)],
    ] as const) {
      const refusal = await call(server.app, method, `/api/Devices/${path}?id=${device.id}`, {
        token: admin.token,
        body,
      });
      expect(refusal.statusCode, path).toBe(409);
      expect(refusal.json().message).toBe(devicesMessages.isDecommissioned);
    }
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it("corrects a product: the old components' versions go; refused while an update or a session is under way", async () => {
    const { device } = await register(server.app, admin.token, {
      serial: 'LIFE-0005',
      productId: catalog.routerId,
    });
    await server.db.query(
      `INSERT INTO device_firmware (device_id, component_id, version) VALUES ($1, $2, '1.0.0')`,
      [device.id, catalog.controllerId],
    );
    // A charging session still open on it (as if it had been a charge post all along): the product stays.
    const sessionId = await chargingSession(server.db, device.id, admin.id, 'charging');
    const before = await databaseFingerprint(server.db);
    const busy = await update(device.id, { productId: catalog.postId, publicCharging: true });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(devicesMessages.productBusy);
    expect(await databaseFingerprint(server.db)).toEqual(before);

    await server.db.query(
      `UPDATE charging_sessions SET status = 'completed', ended_at = now() WHERE id = $1`,
      [sessionId],
    );
    const corrected = await update(device.id, { productId: catalog.postId, publicCharging: true });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().device).toMatchObject({ productName: 'Test Post', productKind: 'charge-post' });
    const firmware = await server.db.query(`SELECT 1 FROM device_firmware WHERE device_id = $1`, [device.id]);
    expect(firmware).toEqual([]);
    expect((await events(device.id)).at(-1)).toBe(
      'edited: Edited by life-admin Tester. Product: Test Router → Test Post; Public charger: no → yes',
    );
  });

  it('recommissions a device with a new secret; the old one stays refused', async () => {
    const { device, secret: first } = await register(server.app, admin.token, {
      serial: 'LIFE-0004',
      productId: catalog.routerId,
    });
    const notYet = await call(server.app, 'POST', `/api/Devices/Recommission?id=${device.id}`, {
      token: admin.token,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(devicesMessages.notDecommissioned);
    await call(server.app, 'POST', `/api/Devices/Decommission?id=${device.id}`, {
      token: admin.token,
      body: {},
    });

    const response = await call(server.app, 'POST', `/api/Devices/Recommission?id=${device.id}`, {
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { secret, device: summary } = response.json();
    expect(secret).not.toBe(first);
    expect(summary.status).toBe('offline');
    expect(await listed(admin.token)).toContain('LIFE-0004');

    expect((await events(device.id)).slice(-2)).toEqual([
      'recommissioned: Recommissioned by life-admin Tester',
      'secret-issued: New secret issued on recommissioning',
    ]);
    const attempt = (key: string) =>
      new Promise<string>((resolve) => {
        const socket = io(`${url}${DEVICE_NAMESPACE}`, {
          transports: ['websocket'],
          auth: { serial: device.serial, secret: key },
          reconnection: false,
        });
        socket.on('connect', () => (socket.close(), resolve('connected')));
        socket.on('connect_error', (error) => (socket.close(), resolve(error.message)));
      });
    expect(await attempt(first)).toBe(deviceLinkMessages.authFailed);
    expect(await attempt(secret)).toBe('connected');
  });
});
