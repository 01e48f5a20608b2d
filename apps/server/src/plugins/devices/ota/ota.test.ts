import { readdirSync } from 'node:fs';
import path from 'node:path';
import { otaMessages } from '@ohmstead/contracts/ota';
import { firmwareImage } from '@ohmstead/device-simulator/firmware-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCatalog, register, signedIn, uploadFirmware } from '../../../../test/devices';
import { PNG } from '../../../../test/fakes/sample-files';
import { databaseFingerprint, startTestServer, type TestServer } from '../../../../test/harness';
import { call } from '../../../auth/test-users';

/**
 * OTA: products and components, and the firmware upload's rules: each bad upload is a clear 4xx that
 * leaves the database and the firmware folder as they were.
 */
describe('OTA', () => {
  let server: TestServer;
  let admin: { id: number; token: string };
  let componentId: string;
  let routerId: number;
  const firmwareFiles = () => {
    try {
      return readdirSync(path.join(server.config.dataDir, 'firmware'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    // A small cap, so that "too large" needs no large body.
    server = await startTestServer({ DEVICE_SIMULATION: 'false', FIRMWARE_MAX_MB: '0.1' });
    admin = await signedIn(server.app, server.db, 'ota-admin', ['Admin']);
    const catalog = await deviceCatalog(server.db);
    componentId = String(catalog.controllerId);
    routerId = catalog.routerId;
    const first = await uploadFirmware(server.app, admin.token, {
      componentId,
      version: '2.0.0',
      releaseNotes: 'First',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().release.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  afterAll(() => server.close());

  it.each([
    ['a file over the cap', 413, { version: '2.1.0' }, { content: firmwareImage('x', '2.1.0', 200 * 1024) }],
    ['a picture', 415, { version: '2.1.0' }, { content: PNG, name: 'photo.png' }],
    ['binary without the OHMFW header', 415, { version: '2.1.0' }, { content: Buffer.alloc(5000, 7) }],
    ['a version uploaded before', 409, { version: '2.0.0' }, {}],
    ['a lower version without "Allow downgrade"', 409, { version: '1.9.0' }, {}],
    ['a version that is no semver', 400, { version: '2.1' }, {}],
    ['a SHA-256 that does not match', 422, { version: '2.1.0', sha256: 'a'.repeat(64) }, {}],
  ] as const)('refuses %s with %i and stores nothing', async (_what, status, fields, file) => {
    const before = await databaseFingerprint(server.db);
    const files = firmwareFiles();
    const response = await uploadFirmware(server.app, admin.token, { componentId, ...fields }, file);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message.length).toBeGreaterThan(10);
    expect(await databaseFingerprint(server.db)).toEqual(before);
    expect(firmwareFiles()).toEqual(files);
  });

  it('takes a downgrade when asked to, and names the latest version when not', async () => {
    const refused = await uploadFirmware(server.app, admin.token, { componentId, version: '1.5.0' });
    expect(refused.json().message).toBe(otaMessages.downgrade('1.5.0', '2.0.0'));
    const taken = await uploadFirmware(server.app, admin.token, {
      componentId,
      version: '1.5.0',
      allowDowngrade: 'true',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().release.downgrade).toBe(true);
  });

  it.each([
    ['GetProducts', 'products.csv', 'Code,Name,Kind,Rated power (kW),Components,Devices'],
    ['GetComponents', 'product-components.csv', 'Product,Code,Name,Latest version,Releases'],
    ['GetReleases', 'firmware-releases.csv', 'Product,Component,Version,SHA-256,Size (bytes),Uploaded'],
  ])('Ota/%s answers a page, and its CSV as %s', async (list, fileName, header) => {
    const page = await call(server.app, 'GET', `/api/Ota/${list}`, { token: admin.token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ responseStatusCode: 200, page: 1 });
    expect(page.json().items.length).toBeGreaterThan(0);
    const csv = await call(server.app, 'GET', `/api/Ota/${list}?format=csv`, { token: admin.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(header);
  });

  it('creates, edits and deletes a product, and refuses to delete one in use', async () => {
    const created = await call(server.app, 'POST', '/api/Ota/CreateProduct', {
      token: admin.token,
      body: {
        code: 'pr-test-1',
        name: 'Trial Router',
        kind: 'power-router',
        description: '',
        ratedPowerKw: 100,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().product.id as number;
    expect(created.json().product.code).toBe('PR-TEST-1');
    const taken = await call(server.app, 'POST', '/api/Ota/CreateProduct', {
      token: admin.token,
      body: { code: 'PR-TEST-1', name: 'Again', kind: 'power-router', ratedPowerKw: 100 },
    });
    expect(taken.statusCode).toBe(409);
    const component = await call(server.app, 'POST', '/api/Ota/CreateComponent', {
      token: admin.token,
      body: { productId: id, code: 'io-board', name: 'I/O board' },
    });
    expect(component.statusCode, component.body).toBe(201);
    const inUse = await server.app.inject({
      method: 'DELETE',
      url: `/api/Ota/DeleteProduct?id=${id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(otaMessages.productInUse);
  });

  describe('a roll-out made while its devices change', () => {
    /** A router in service that reports main-controller 1.0.0, and a release above it. */
    const routerAndRelease = async (serial: string, version: string) => {
      const { device } = await register(server.app, admin.token, { serial, productId: routerId });
      await server.db.query(
        `INSERT INTO device_firmware (device_id, component_id, version) VALUES ($1, $2, '1.0.0')`,
        [device.id, componentId],
      );
      const upload = await uploadFirmware(server.app, admin.token, { componentId, version });
      expect(upload.statusCode, upload.body).toBe(201);
      return { deviceId: device.id, releaseId: upload.json().release.id as number };
    };
    const rollOut = (releaseId: number, deviceId: number) =>
      call(server.app, 'POST', '/api/Ota/CreateRollout', {
        token: admin.token,
        body: { releaseId, deviceIds: [deviceId] },
      });
    const updatesOf = async (deviceId: number) =>
      (await server.db.query('SELECT 1 FROM device_commands WHERE device_id = $1', [deviceId])).length;

    it('leaves out a device decommissioned before it commits', async () => {
      const { deviceId, releaseId } = await routerAndRelease('OTA-RACE-1', '3.0.0');
      // The decommission is under way while the roll-out chooses its devices, and commits after.
      let pending: ReturnType<typeof rollOut> | undefined;
      await server.db.transaction(async (tx) => {
        await tx.query('UPDATE devices SET decommissioned_at = now() WHERE id = $1', [deviceId]);
        pending = rollOut(releaseId, deviceId);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const response = await pending!;
      expect(response.statusCode, response.body).toBe(400);
      expect(await updatesOf(deviceId)).toBe(0);
    });

    it('gives a device one of two roll-outs made at once', async () => {
      const { deviceId, releaseId } = await routerAndRelease('OTA-RACE-2', '3.1.0');
      const answers = await Promise.all([rollOut(releaseId, deviceId), rollOut(releaseId, deviceId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(await updatesOf(deviceId)).toBe(1);
    });
  });
});
