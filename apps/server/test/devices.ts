import type { DeviceSecretResponse } from '@ohmstead/contracts/devices';
import type { Role } from '@ohmstead/contracts/roles';
import { firmwareImage, sha256Of } from '@ohmstead/device-simulator/firmware-image';
import type { FastifyInstance } from 'fastify';
import { addUser, call, tokenFor } from '../src/auth/test-users';
import type { Database } from '../src/db/database';
import { deviceCommands } from '../src/db/devices/commands';
import { MULTIPART_TYPE, multipartBody } from './fakes/chat-widget';

/** Test helpers of the device tests: a product of each kind, users of each role, devices registered. */

export const PASSWORD = 'devices-password-1';

/** A router product (two components) and a charge post product (one), one site; their ids. */
export async function deviceCatalog(db: Database) {
  const [router] = await db.query<{ id: number }>(
    `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('T-ROUTER', 'Test Router', 'power-router', 200)
     RETURNING id`,
  );
  const [post] = await db.query<{ id: number }>(
    `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('T-POST', 'Test Post', 'charge-post', 75)
     RETURNING id`,
  );
  const [controller] = await db.query<{ id: number }>(
    `INSERT INTO product_components (product_id, code, name) VALUES ($1, 'main-controller', 'Main controller') RETURNING id`,
    [router!.id],
  );
  await db.query(`INSERT INTO product_components (product_id, code, name) VALUES ($1, 'comms', 'Comms')`, [
    router!.id,
  ]);
  await db.query(
    `INSERT INTO product_components (product_id, code, name) VALUES ($1, 'charge-controller', 'CC')`,
    [post!.id],
  );
  const [site] = await db.query<{ id: number }>(
    `INSERT INTO installation_sites (name, kind, latitude, longitude) VALUES ('Test Depot', 'fleet-depot', 35.8, -78.8)
     RETURNING id`,
  );
  return {
    routerId: Number(router!.id),
    postId: Number(post!.id),
    controllerId: Number(controller!.id),
    siteId: Number(site!.id),
  };
}

export async function signedIn(app: FastifyInstance, db: Database, userName: string, roles: Role[]) {
  const user = await addUser(db, { userName, password: PASSWORD, roles });
  return { id: user.id, token: await tokenFor(app, userName, PASSWORD) };
}

export async function register(
  app: FastifyInstance,
  token: string,
  body: {
    serial: string;
    productId: number;
    siteId?: number | null;
    ownerId?: number | null;
    installedById?: number | null;
    publicCharging?: boolean;
  },
): Promise<DeviceSecretResponse> {
  const response = await call(app, 'POST', '/api/Devices/Register', {
    token,
    body: { siteId: null, ownerId: null, installedById: null, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return response.json();
}

/** POST Ota/UploadFirmware with an image (a real one by default) and the fields given. */
export function uploadFirmware(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file: { name?: string; content?: Buffer } = {},
) {
  const content = file.content ?? firmwareImage('main-controller', fields.version ?? '1.0.0');
  return app.inject({
    method: 'POST',
    url: '/api/Ota/UploadFirmware',
    headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE },
    payload: multipartBody({ sha256: sha256Of(content), ...fields }, [
      { name: file.name ?? 'fw.ohmfw', content, field: 'file' },
    ]),
  });
}

/** Waits until `check` returns something truthy (polls every 50 ms, for at most `ms`). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false | null>,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A charging session of `userId` on a device, written straight to the database. */
export async function chargingSession(
  db: Database,
  deviceId: number,
  userId: number,
  status: 'connecting' | 'charging',
): Promise<number> {
  const [session] = await db.query<{ id: number }>(
    `INSERT INTO charging_sessions (device_id, user_id, status, tariff_per_kwh) VALUES ($1, $2, $3, 0.3)
     RETURNING id`,
    [deviceId, userId, status],
  );
  return Number(session!.id);
}

/** A session waiting for the charger, and the queued command that asks the charger to reserve it. */
export async function queuedReservation(db: Database, deviceId: number, userId: number) {
  const sessionId = await chargingSession(db, deviceId, userId, 'connecting');
  const commandId = await deviceCommands(db).enqueue(deviceId, 'charging.reserve', { sessionId }, userId);
  return { sessionId, commandId };
}
