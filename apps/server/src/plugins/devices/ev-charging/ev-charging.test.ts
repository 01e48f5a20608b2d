import type { AddressInfo } from 'node:net';
import type { ChargingSession } from '@ohmstead/contracts/ev-charging';
import { evMessages } from '@ohmstead/contracts/ev-charging';
import { SimulatedCharger } from '@ohmstead/device-simulator/simulated-charger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCatalog, eventually, register, signedIn } from '../../../../test/devices';
import { databaseFingerprint, startTestServer, type TestServer } from '../../../../test/harness';
import { call } from '../../../auth/test-users';

/**
 * The EV charger app's calls driven by a simulated charge post over a real device link: connect, the driver
 * plugs in, start at a current limit, charge along the battery curve, change the limit, stop; and the
 * chargers a driver may not use answer "not found", with nothing stored.
 */
describe('EV charger app', () => {
  let server: TestServer;
  let vendor: { id: number; token: string };
  let other: { id: number; token: string };
  const chargers: SimulatedCharger[] = [];

  beforeAll(async () => {
    server = await startTestServer({ DEVICE_SIMULATION: 'false' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const admin = await signedIn(server.app, server.db, 'ev-admin', ['Admin']);
    vendor = await signedIn(server.app, server.db, 'ev-vendor', ['Vendor']);
    other = await signedIn(server.app, server.db, 'ev-other', ['Vendor']);
    const { postId } = await deviceCatalog(server.db);
    for (const [serial, publicCharging, ownerId] of [
      ['EVT-0001', true, null],
      ['EVT-0002', false, null],
    ] as const) {
      const { secret } = await register(server.app, admin.token, {
        serial,
        productId: postId,
        publicCharging,
        ownerId,
      });
      const charger = new SimulatedCharger({
        serverUrl: url,
        serial,
        secret,
        ratedPowerKw: 75,
        firmware: { 'charge-controller': '1.0.0' },
        plugInMs: 100,
      });
      charger.start();
      chargers.push(charger);
    }
    await eventually(async () => {
      const rows = await server.db.query(`SELECT 1 FROM devices WHERE connected AND serial LIKE 'EVT-%'`);
      return rows.length === 2;
    });
  });
  afterAll(async () => {
    chargers.forEach((charger) => charger.stop());
    await server.close();
  });

  const session = async (token: string, id: number) =>
    (await call(server.app, 'GET', `/api/EvCharging/GetSession?id=${id}`, { token })).json()
      .session as ChargingSession;
  const until = (token: string, id: number, check: (s: ChargingSession) => boolean) =>
    eventually(async () => {
      const current = await session(token, id);
      return check(current) ? current : undefined;
    }, 15_000);

  it('charges from the scan to the summary', async () => {
    const connect = await call(server.app, 'POST', '/api/EvCharging/Connect', {
      token: vendor.token,
      body: { code: ' ohmstead-ev:evt-0001 ' },
    });
    expect(connect.statusCode, connect.body).toBe(201);
    const id = connect.json().session.id as number;
    const plugged = await until(vendor.token, id, (s) => s.status === 'plugged-in');
    expect(plugged.batteryKwh).toBeGreaterThanOrEqual(60);

    // A second scan while this session runs is refused.
    const again = await call(server.app, 'POST', '/api/EvCharging/Connect', {
      token: vendor.token,
      body: { code: 'EVT-0001' },
    });
    expect(again.statusCode).toBe(409);

    const start = await call(server.app, 'POST', '/api/EvCharging/Start', {
      token: vendor.token,
      body: { sessionId: id, currentLimitA: 150 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const charging = await until(vendor.token, id, (s) => s.status === 'charging' && s.energyKwh > 0);
    expect(charging.socPercent).toBeGreaterThanOrEqual(plugged.socPercent!);

    expect(
      (
        await call(server.app, 'POST', '/api/EvCharging/SetCurrentLimit', {
          token: vendor.token,
          body: { sessionId: id, currentLimitA: 55 },
        })
      ).statusCode,
    ).toBe(400);
    const limit = await call(server.app, 'POST', '/api/EvCharging/SetCurrentLimit', {
      token: vendor.token,
      body: { sessionId: id, currentLimitA: 100 },
    });
    expect(limit.json().session.currentLimitA).toBe(100);

    // Another driver cannot see, stop or read this session.
    expect(
      (
        await call(server.app, 'POST', '/api/EvCharging/Stop', {
          token: other.token,
          body: { sessionId: id },
        })
      ).statusCode,
    ).toBe(404);

    await call(server.app, 'POST', '/api/EvCharging/Stop', { token: vendor.token, body: { sessionId: id } });
    const stopped = await until(vendor.token, id, (s) => s.status === 'stopped');
    expect(stopped.endedAt).not.toBeNull();
    expect(stopped.cost).toBeCloseTo(stopped.energyKwh * stopped.charger.tariffPerKwh, 2);

    const history = await call(server.app, 'GET', '/api/EvCharging/GetHistory', { token: vendor.token });
    expect(history.json().items.map((s: ChargingSession) => s.id)).toContain(id);
    expect(
      (await call(server.app, 'GET', '/api/EvCharging/GetHistory', { token: other.token })).json().total,
    ).toBe(0);
    const detail = await call(server.app, 'GET', `/api/EvCharging/GetTransaction?id=${id}`, {
      token: vendor.token,
    });
    expect(detail.statusCode).toBe(200);
  }, 40_000);

  it('answers a private charger the driver may not see as not found, and a bad code clearly, storing nothing', async () => {
    // A charger acknowledges a command after it has reported what the command did (a stopped session shows
    // before its stop is acknowledged, which updates the command and adds a history line): wait until every
    // command sent so far is acknowledged, so that only this test's calls could change a row.
    await eventually(
      async () =>
        (await server.db.query(`SELECT 1 FROM device_commands WHERE acknowledged_at IS NULL`)).length === 0,
    );
    const before = await databaseFingerprint(server.db);
    const hidden = await call(server.app, 'POST', '/api/EvCharging/Connect', {
      token: vendor.token,
      body: { code: 'EVT-0002' },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(evMessages.chargerNotFound);
    const bad = await call(server.app, 'POST', '/api/EvCharging/Connect', {
      token: vendor.token,
      body: { code: '<x>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(evMessages.codeInvalid);
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });
});
