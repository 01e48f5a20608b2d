import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_CONTEXT_PATH,
  customerContextMessages,
  customerContextResponseSchema,
} from '@ohmstead/contracts/customer-context';
import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { SAFETY_CONTENT_VERSION } from '@ohmstead/contracts/safety-content';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { accountEmail } from '../../auth/account-email';
import { call, tokenFor } from '../../auth/test-users';
import { recordDeviceEvent } from '../../db/devices/events';
import { DEMO_PASSWORD, demoUsers } from '../../seed/demo-users';
import { seedDemoDevices } from '../../seed/devices';
import { seedDemoUsers } from '../../seed/users';
import { demoDevices } from '../devices/link/demo-devices';

const URL = `/api${CUSTOMER_CONTEXT_PATH}`;
const AGENTS = ['manager', 'admin', 'vendor'] as const;
type Agent = (typeof AGENTS)[number];

/** The demo installer's devices: those they installed (demo-devices.ts). */
const INSTALLER_SERIALS = demoDevices
  .filter((device) => device.installedBy === 'installer')
  .map((device) => device.serial)
  .sort();
/** Among them, the ones the demo vendor owns: all a Vendor's device scope holds. */
const VENDOR_OWNED = demoDevices
  .filter((device) => device.installedBy === 'installer' && device.owner === 'vendor')
  .map((device) => device.serial)
  .sort();

describe('GET /api/LiveChat/GetCustomerContext: the signed-in customer beside the chat', () => {
  const server = useTestServer();
  const tokens = {} as Record<Agent | 'installer', string>;
  const ids = {} as Record<string, number>;
  /** Each agent's chat with the demo installer (ended but their own, except the manager's, still open). */
  const chatOf = {} as Record<Agent, string>;
  let guestChat: string;

  async function addChat(customerKey: string, agent: Agent, status: 'active' | 'ended') {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_user_id, agent_name,
         assigned_at, ended_at)
       VALUES ($1, $2, 'Ines', 'installer', 'IA', $3, $4, $5, now(), CASE WHEN $3 = 'ended' THEN now() END)`,
      [id, customerKey, status, ids[agent], agent],
    );
    return id;
  }

  const contextOf = async (chatId: string, who: Agent | 'installer' = 'manager') =>
    call(server.app, 'GET', `${URL}?chatId=${chatId}`, { token: tokens[who] });
  const parsed = async (chatId: string, who: Agent = 'manager') => {
    const response = await contextOf(chatId, who);
    expect(response.statusCode, response.body).toBe(200);
    return customerContextResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    await seedDemoUsers(server.db);
    await seedDemoDevices(server.db, server.config.dataDir);
    const users = await server.db.query<{ id: number; user_name: string }>('SELECT id, user_name FROM users');
    for (const user of users) ids[user.user_name] = Number(user.id);
    for (const who of [...AGENTS, 'installer'] as const)
      tokens[who] = await tokenFor(server.app, who, DEMO_PASSWORD);
    chatOf.manager = await addChat(`user:${ids.installer}`, 'manager', 'active');
    chatOf.admin = await addChat(`user:${ids.installer}`, 'admin', 'ended');
    chatOf.vendor = await addChat(`user:${ids.installer}`, 'vendor', 'ended');
    guestChat = await addChat('guest:a-guest-session', 'manager', 'ended');

    // One of the installer's chargers is connected and reports a fault it raised an hour ago.
    await server.db.query(
      `UPDATE devices SET connected = true, last_seen_at = now(), faults = '{connector-lock}' WHERE serial = 'CP75-0103'`,
    );
    const [faulty] = await server.db.query<{ id: number }>(
      `SELECT id FROM devices WHERE serial = 'CP75-0103'`,
    );
    await recordDeviceEvent(server.db, faulty!.id, 'fault', 'Fault: connector-lock', 'error');
    // Two open tickets of the installer (by account and by address), a closed one, and someone else's.
    const ticket = (summary: string, status: string, userId: number | null, email: string) =>
      server.db.query(
        `INSERT INTO tickets (project_id, issue_type_id, summary, description, custom_fields, source, username,
           user_id, reporter_email, reporter_name, status)
         VALUES ('SUP', '1', $1, '{}'::jsonb, '{}'::jsonb, 'chatbot', 'installer', $2, $3, 'Ines Park', $4)`,
        [summary, userId, email, status],
      );
    await ticket('Charger at the depot will not lock', 'open', ids.installer!, accountEmail('installer'));
    await ticket('Firmware question', 'in_progress', null, accountEmail('installer'));
    await ticket('Old commissioning issue', 'closed', ids.installer!, accountEmail('installer'));
    await ticket('Someone else', 'open', ids.customer!, accountEmail('customer'));
  });

  it("gives the chat's Manager the demo installer's devices with status, faults and firmware, open tickets and the safety state", async () => {
    const context = await parsed(chatOf.manager);
    const installer = demoUsers.find((user) => user.userName === 'installer')!;
    expect(context.customer).toEqual({
      kind: 'user',
      userName: 'installer',
      name: `${installer.firstName} ${installer.lastName}`,
    });
    expect(context.devices!.total).toBe(INSTALLER_SERIALS.length);
    expect(context.devices!.items.map((device) => device.serial)).toEqual(INSTALLER_SERIALS);
    const faulty = context.devices!.items.find((device) => device.serial === 'CP75-0103')!;
    expect(faulty).toMatchObject({
      status: 'fault',
      faults: ['connector-lock'],
      siteName: 'Raleigh Plaza EV Hub',
    });
    expect(faulty.recentFaults).toEqual([{ at: expect.any(String), message: 'Fault: connector-lock' }]);
    expect(faulty.firmware.length).toBeGreaterThan(0);
    for (const entry of faulty.firmware) expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
    const offline = context.devices!.items.find((device) => device.serial === 'PRU-24-0001')!;
    expect(offline).toMatchObject({ status: 'offline', faults: [], recentFaults: [], lastSeenAt: null });

    expect(context.tickets!.total).toBe(2);
    expect(context.tickets!.items.map((ticket) => [ticket.summary, ticket.status])).toEqual([
      ['Firmware question', 'in_progress'],
      ['Charger at the depot will not lock', 'open'],
    ]);
    // The demo installer starts with the safety content still to acknowledge.
    expect(context.safety).toEqual({
      currentVersion: SAFETY_CONTENT_VERSION,
      acknowledgedAt: null,
      lastVersion: null,
    });
  });

  it('tells an older acknowledgement apart from one of the current content', async () => {
    await server.db.query(
      `INSERT INTO safety_acknowledgements (user_id, content_version, acknowledged_at)
       VALUES ($1, '2026-01-01a', now() - interval '30 days')`,
      [ids.installer],
    );
    expect((await parsed(chatOf.manager)).safety).toMatchObject({
      acknowledgedAt: null,
      lastVersion: '2026-01-01a',
    });
    await server.db.query(`INSERT INTO safety_acknowledgements (user_id, content_version) VALUES ($1, $2)`, [
      ids.installer,
      SAFETY_CONTENT_VERSION,
    ]);
    expect((await parsed(chatOf.manager)).safety).toMatchObject({
      acknowledgedAt: expect.any(String),
      lastVersion: SAFETY_CONTENT_VERSION,
    });
  });

  it("leaves out what the agent's roles may not see on the admin screens", async () => {
    // Admin: every device and the acknowledgements, but Support Tickets is not theirs.
    const admin = await parsed(chatOf.admin, 'admin');
    expect(admin.devices!.total).toBe(INSTALLER_SERIALS.length);
    expect(admin.safety).toBeDefined();
    expect(admin).not.toHaveProperty('tickets');
    // Vendor: only the devices they own, no tickets, no acknowledgements.
    const vendor = await parsed(chatOf.vendor, 'vendor');
    expect(vendor.devices!.items.map((device) => device.serial)).toEqual(VENDOR_OWNED);
    expect(vendor.devices!.total).toBe(VENDOR_OWNED.length);
    expect(vendor).not.toHaveProperty('tickets');
    expect(vendor).not.toHaveProperty('safety');
  });

  it("answers a guest's chat with an empty context, not an error", async () => {
    expect(await parsed(guestChat)).toEqual({ responseStatusCode: 200, customer: { kind: 'guest' } });
  });

  it('refuses a chat the agent does not hold, and one that does not exist, as not found', async () => {
    // The Vendor is no supervisor: the Manager's chat is not theirs.
    for (const response of [await contextOf(chatOf.manager, 'vendor'), await contextOf(randomUUID())]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: liveChatMessages.chatNotFound });
    }
    // Admin and Manager read every chat's transcript, so every chat's context too.
    expect((await contextOf(chatOf.vendor, 'admin')).statusCode).toBe(200);
  });

  it('refuses a malformed or missing chat id with 400 and its reason', async () => {
    for (const [query, message] of [
      ['?chatId=not-a-chat', customerContextMessages.chatIdInvalid],
      [`?chatId=${randomUUID().toUpperCase()}`, customerContextMessages.chatIdInvalid],
      ['', customerContextMessages.chatIdRequired],
    ] as const) {
      const response = await call(server.app, 'GET', `${URL}${query}`, { token: tokens.manager });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('refuses anyone who is no agent', async () => {
    expect((await contextOf(chatOf.manager, 'installer')).statusCode).toBe(403);
    expect((await call(server.app, 'GET', `${URL}?chatId=${chatOf.manager}`)).statusCode).toBe(401);
  });
});
