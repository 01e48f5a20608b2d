import { type Capability, type Role, ROLES } from '@ohmstead/contracts/roles';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { ticketFilesOnDisk } from '../../test/files-on-disk';
import { type TestServer, useTestServer } from '../../test/harness';
import { localTicketSystem } from '../adapters/tickets/local';
import type { Queryable } from '../db/database';
import { accountEmail } from './account-email';
import { addUser, tokenFor } from './test-users';
import { signToken } from './token';
import { userRepository } from './user-repository';

/** The role matrix's identities and records (role-matrix.test.ts): who calls, and what the calls find. */

export const SECRET = 'matrix-secret-0123456789-abcdefghijklmnop';
export const PASSWORD = 'matrix-password-1';

export interface Identity {
  label: string;
  /** Undefined for the identities that hold no valid session. */
  roles?: Role[];
  token?: string;
  userId: number;
  password: string;
}

/**
 * Who may call an endpoint: a capability of the role table, anyone, only the user named in the query, or
 * the staff who work Support Tickets (Manager: a Customer has the capability but not these calls).
 */
export type Audience = Capability | 'public' | 'self' | 'otherUser' | 'ticketStaff' | 'fixtureDevice';

export interface Endpoint {
  name: string;
  audience: Audience;
  send(who: Identity, caseNumber: number): Promise<LightMyRequestResponse>;
}

/** An enquiry (a quote request) whose ticket leg is awaited: a retry makes its ticket. */
export async function awaitedEnquiry(db: Queryable, ticketKey: string | null = null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page, topic, ticket_state,
       ticket_key)
     VALUES ('Casey Matrix', 'Fleet Co', '9195550100', 'Owner', 'casey@fleet.example', 'A quote, please.', false,
       'quote', $1, $2)
     RETURNING id`,
    [ticketKey ? 'created' : 'awaited', ticketKey],
  );
  return Number(row!.id);
}

/**
 * The records the calls find: a ticket of the Customer identity's address with a file, an enquiry (a quote
 * request) made it, a device with its product and site, and the user whose settings the others may not touch.
 */
export interface MatrixFixtures {
  targetId: number;
  ticketKey: string;
  ticketFileId: number;
  enquiryId: number;
  deviceId: number;
  productId: number;
  siteId: number;
}

export interface Matrix {
  server: TestServer;
  identities: Identity[];
  fixtures: MatrixFixtures;
}

/** A test server for this block with every identity signed in (or broken) and the fixtures in place. */
export function useMatrix(): Matrix {
  const server = useTestServer({
    AUTH_TOKEN_SECRET: SECRET,
    AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  });
  const identities: Identity[] = [];
  const fixtures: MatrixFixtures = {
    targetId: 0,
    ticketKey: '',
    ticketFileId: 0,
    enquiryId: 0,
    deviceId: 0,
    productId: 0,
    siteId: 0,
  };

  beforeAll(async () => {
    const { app, db } = server;
    fixtures.targetId = (
      await addUser(db, { userName: 'matrix-target', password: PASSWORD, roles: ['Customer'] })
    ).id;

    for (const role of ROLES) {
      const user = await addUser(db, {
        userName: `as-${role.toLowerCase()}`,
        password: PASSWORD,
        roles: [role],
      });
      identities.push({
        label: role,
        roles: [role],
        userId: user.id,
        password: PASSWORD,
        token: await tokenFor(app, user.userName, PASSWORD),
      });
    }

    identities.push({ label: 'no token', userId: fixtures.targetId, password: PASSWORD });

    // A SuperAdmin whose password is old, holding a token that has run out: only expiry refuses it.
    const lapsed = await addUser(db, {
      userName: 'lapsed-superadmin',
      password: PASSWORD,
      roles: ['SuperAdmin'],
    });
    await db.query(`UPDATE users SET password_changed_at = now() - interval '2 days' WHERE id = $1`, [
      lapsed.id,
    ]);
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60_000);
    identities.push({
      label: 'expired token',
      userId: lapsed.id,
      password: PASSWORD,
      token: signToken(SECRET, lapsed.id, nineHoursAgo, 8 * 60).token,
    });

    // A well-formed token for a real SuperAdmin, signed with a key that is not the server's.
    identities.push({
      label: 'forged token',
      userId: lapsed.id,
      password: PASSWORD,
      token: signToken('not-the-server-secret-0123456789abcdef', lapsed.id, new Date(), 8 * 60).token,
    });

    // A SuperAdmin who signed in and was then deactivated: the token alone no longer opens anything.
    const gone = await addUser(db, {
      userName: 'deactivated-superadmin',
      password: PASSWORD,
      roles: ['SuperAdmin'],
    });
    const goneToken = await tokenFor(app, gone.userName, PASSWORD);
    await userRepository(db).deactivate(gone.id);
    identities.push({ label: 'deactivated user', userId: gone.id, password: PASSWORD, token: goneToken });

    const tickets = localTicketSystem({
      db,
      options: { projectId: '10010', issueTypeId: '10038', timeZone: 'UTC' },
      log: app.log,
    });
    fixtures.ticketKey = await tickets.create({
      contact: {
        first_name: 'Casey',
        last_name: 'Matrix',
        company: 'Fleet Co',
        phone: '9195550100',
        title: 'Owner',
        email: accountEmail('as-customer'),
        message: 'The charger trips.',
      },
      source: 'contact-us',
    });
    await tickets.attach(
      fixtures.ticketKey,
      ticketFilesOnDisk([{ fileName: 'trip.txt', contentType: 'text/plain', content: Buffer.from('E42') }]),
    );
    const [file] = await db.query<{ id: number }>('SELECT id FROM ticket_attachments WHERE ticket_key = $1', [
      fixtures.ticketKey,
    ]);
    fixtures.ticketFileId = Number(file!.id);
    fixtures.enquiryId = await awaitedEnquiry(db, fixtures.ticketKey);

    // A device the Installer installed and the Vendor owns (docs/decisions/0031-devices-and-ota.md: who sees
    // which device).
    const idOf = (label: string) => identities.find((identity) => identity.label === label)!.userId;
    const [product] = await db.query<{ id: number }>(
      `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('MX-1', 'Matrix Post', 'charge-post', 75)
       RETURNING id`,
    );
    const [site] = await db.query<{ id: number }>(
      `INSERT INTO installation_sites (name, kind, latitude, longitude) VALUES ('Matrix Site', 'building', 35.8, -78.8)
       RETURNING id`,
    );
    const [device] = await db.query<{ id: number }>(
      `INSERT INTO devices (serial, product_id, site_id, installed_by, owner_id) VALUES ('MX-0001', $1, $2, $3, $4)
       RETURNING id`,
      [product!.id, site!.id, idOf('Installer'), idOf('Vendor')],
    );
    Object.assign(fixtures, {
      deviceId: Number(device!.id),
      productId: Number(product!.id),
      siteId: Number(site!.id),
    });
  });
  return { server, identities, fixtures };
}
