import { loginMessages, loginResponseSchema, sessionMessages } from '@ohmstead/contracts/auth';
import { PROOF_REQUIRED_STATUS, proofMessages } from '@ohmstead/contracts/proof-of-work';
import { proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import { type Role, ROLES } from '@ohmstead/contracts/roles';
import { SAFETY_CONTENT_VERSION } from '@ohmstead/contracts/safety-content';
import type { Challenge } from 'altcha-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveAltchaChallenge } from '../../../test/fakes/altcha-widget';
import { postRaw } from '../../../test/fakes/browser';
import { countRows, useTestServer } from '../../../test/harness';
import { ALTCHA_COUNTER_MIN } from '../../adapters/captcha/altcha';
import { buildApp } from '../../app';
import { workFactor } from '../../auth/proof-of-work';
import { addUser, call, login, tokenFor } from '../../auth/test-users';
import { userRepository } from '../../auth/user-repository';

const PASSWORD = 'auth-test-password';

describe('POST /api/Auth/AuthTokenLogin', () => {
  const server = useTestServer({ AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });

  // docs/product.md §3.4 as the issue maps it: SuperAdmin, Admin and Manager to the executive dashboard,
  // Customer to the support tickets, Vendor to the EV charger app, everyone else home.
  const dashboards: Record<Role, string> = {
    SuperAdmin: '/admin/executive-dashboard',
    Admin: '/admin/executive-dashboard',
    Manager: '/admin/executive-dashboard',
    Customer: '/admin/jira/st-ticket-list',
    Vendor: '/admin/ev-charger-dashboard',
    Installer: '/home',
    NewsEditor: '/home',
    DeviceUser: '/home',
    DeviceTester: '/home',
    Dispatcher: '/home',
  };

  it.each(ROLES)(
    'signs in a %s and answers the full login response with the mapped dashboard',
    async (role) => {
      const user = await addUser(server.db, { userName: `login-${role}`, password: PASSWORD, roles: [role] });
      const before = Date.now();
      const response = await login(server.app, `login-${role}`, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body).toMatchObject({
        responseStatusCode: 200,
        userId: user.id,
        userName: `login-${role}`,
        firstName: `login-${role}`,
        lastName: 'Tester',
        contact: '+1 (919) 555-0100',
        roles: [role],
        dashboard: dashboards[role],
        isWelcomePopupShown: false,
        isSafetyCheck: true,
      });
      // Eight hours by default (AUTH_TOKEN_TTL_MINUTES).
      const lifetime = new Date(body.expiresAt).getTime() - before;
      expect(lifetime).toBeGreaterThanOrEqual(8 * 60 * 60_000 - 1000);
      expect(lifetime).toBeLessThanOrEqual(8 * 60 * 60_000 + 5000);
      expect(body.token.split('.')).toHaveLength(3);
    },
  );

  it('lands a user with several roles on the widest dashboard', async () => {
    await addUser(server.db, { userName: 'vendor-admin', password: PASSWORD, roles: ['Vendor', 'Admin'] });
    const response = await login(server.app, 'vendor-admin', PASSWORD);
    expect(response.json().dashboard).toBe('/admin/executive-dashboard');
  });

  it('matches the user name whatever its letter case', async () => {
    await addUser(server.db, { userName: 'Mixed.Case', password: PASSWORD, roles: ['Customer'] });
    expect((await login(server.app, 'mixed.case', PASSWORD)).statusCode).toBe(200);
    expect((await login(server.app, '  MIXED.CASE ', PASSWORD)).statusCode).toBe(200);
  });

  it('gives an unknown user, a wrong password and a deactivated account the same 401 answer', async () => {
    const user = await addUser(server.db, { userName: 'soon-gone', password: PASSWORD, roles: ['Admin'] });
    const unknown = await login(server.app, 'nobody-by-this-name', PASSWORD);
    const wrong = await login(server.app, 'soon-gone', 'not-the-password');
    await userRepository(server.db).deactivate(user.id);
    const deactivated = await login(server.app, 'soon-gone', PASSWORD);
    for (const response of [unknown, wrong, deactivated]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ responseStatusCode: 401, message: loginMessages.invalidCredentials });
    }
  });

  it('refuses a missing user name or password with the spec messages and counts no attempt', async () => {
    const before = await countRows(server.db, 'rate_counters');
    const noName = await call(server.app, 'POST', '/api/Auth/AuthTokenLogin', { body: { password: 'x' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([{ field: 'userName', message: loginMessages.userNameRequired }]);
    const blank = await call(server.app, 'POST', '/api/Auth/AuthTokenLogin', {
      body: { userName: '  ', password: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'userName', message: loginMessages.userNameRequired },
      { field: 'password', message: loginMessages.passwordRequired },
    ]);
    const notJson = await postRaw(server.app, '/api/Auth/AuthTokenLogin', '{"userName":', 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The request body is not valid JSON.');
    expect(await countRows(server.db, 'rate_counters')).toBe(before);
  });
});

describe('failed sign-ins escalate to a proof of work, and never refuse the right password', () => {
  const server = useTestServer({
    AUTH_LOGIN_MAX_FAILURES_PER_USER: '3',
    AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
    ALTCHA_COST: '10',
  });
  beforeAll(async () => {
    for (const userName of ['alice', 'bob', 'carol', 'owner'])
      await addUser(server.db, { userName, password: PASSWORD, roles: ['Customer'], quickHash: true });
  });

  /** A sign-in as the site's form makes it: a 428 is solved (the form's captcha field) and sent again. */
  async function signIn(userName: string, password: string, address: string) {
    const first = await login(server.app, userName, password, address);
    if (first.statusCode !== PROOF_REQUIRED_STATUS) return { response: first, paid: false };
    const { challenge } = proofRequiredSchema.parse(first.json());
    const proof = await solveAltchaChallenge(challenge as Challenge);
    return { response: await login(server.app, userName, password, address, proof), paid: true };
  }

  it('asks a proof once a user name has had its failures, from addresses it has not signed in from', async () => {
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await login(server.app, 'alice', 'wrong-password', `10.0.1.${attempt}`)).statusCode).toBe(401);
    const owed = await login(server.app, 'alice', PASSWORD, '10.0.1.9');
    expect(owed.statusCode).toBe(PROOF_REQUIRED_STATUS);
    expect(owed.json()).toMatchObject({ responseStatusCode: 428, message: proofMessages.required });
    // The count lives in the database, where every server process sharing it sees it, under a keyed
    // hash of the user name; the attempt that owed a proof and brought none was not counted.
    const rows = await server.db.query<{ key: string; count: number }>(
      `SELECT key, count::int AS count FROM rate_counters WHERE scope = 'login:user'`,
    );
    expect(rows).toEqual([{ key: expect.not.stringContaining('alice'), count: 3 }]);
    // With the proof paid, the right password gets in.
    const paid = await signIn('alice', PASSWORD, '10.0.1.9');
    expect(paid).toMatchObject({ paid: true, response: { statusCode: 200 } });
    // Another user is not affected.
    expect((await login(server.app, 'bob', PASSWORD, '10.0.1.10')).statusCode).toBe(200);
  });

  it('lets the owner in from their usual address while someone guesses their password elsewhere', async () => {
    const home = '192.0.2.10';
    expect((await login(server.app, 'owner', PASSWORD, home)).statusCode).toBe(200);
    // The attack: many addresses, each guessing a little, none paying.
    let passwordChecks = 0;
    for (let n = 0; n < 40; n++) {
      const guess = await login(server.app, 'owner', `guess-${n}`, `203.0.113.${n + 1}`);
      if (guess.statusCode === 401) passwordChecks += 1;
      else expect(guess.statusCode).toBe(PROOF_REQUIRED_STATUS);
      if (n % 10 === 9) {
        // The owner at home is never asked anything while it runs.
        const owner = await login(server.app, 'owner', PASSWORD, home);
        expect(owner.statusCode).toBe(200);
      }
    }
    // Each time the owner signed in the name started afresh: a few guesses checked, the rest owed a proof.
    expect(passwordChecks).toBe(4 * 3);
    // From a new address the owner pays one proof of the base cost, and gets in.
    for (let n = 0; n < 3; n++) await login(server.app, 'owner', `guess-again-${n}`, `203.0.113.${100 + n}`);
    expect(await signIn('owner', PASSWORD, '198.51.100.99')).toMatchObject({
      paid: true,
      response: { statusCode: 200 },
    });
  });

  it('clears the user name count on a successful sign-in', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await login(server.app, 'bob', 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
      expect((await login(server.app, 'bob', 'wrong-password', '10.0.2.2')).statusCode).toBe(401);
      expect((await login(server.app, 'bob', PASSWORD, '10.0.2.3')).statusCode).toBe(200);
    }
    expect(await server.db.query(`SELECT 1 FROM rate_counters WHERE scope = 'login:user'`)).toHaveLength(0);
  });

  it('slows one address guessing many user names, not the accounts it guesses', async () => {
    const attacker = '203.0.113.7';
    const names = ['alice', 'bob', 'carol', 'dave', 'erin'];
    for (const name of names)
      expect((await login(server.app, name, 'wrong-password', attacker)).statusCode).toBe(401);
    // Each further guess from that address owes a proof, dearer the more it guesses: the fewest attempts
    // a solution can take rises with the address's failures (the secret counter is drawn above that floor).
    for (let n = 0; n < 12; n++) {
      const owed = await login(server.app, `name-${n}`, 'wrong-password', attacker);
      expect(owed.statusCode).toBe(PROOF_REQUIRED_STATUS);
      const { challenge } = proofRequiredSchema.parse(owed.json());
      const proof = await solveAltchaChallenge(challenge as Challenge);
      const failuresBefore = names.length + n;
      expect(decodedCounter(proof)).toBeGreaterThanOrEqual(
        Math.round(ALTCHA_COUNTER_MIN * workFactor(failuresBefore + 1, 5)),
      );
      expect((await login(server.app, `name-${n}`, 'wrong-password', attacker, proof)).statusCode).toBe(401);
    }
    // The same users from their own addresses get in at once: the address was slowed, not the accounts.
    expect((await login(server.app, 'carol', PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('takes a proof once: a solution sent again owes a new one', async () => {
    const address = '203.0.113.60';
    for (let n = 0; n < 5; n++) await login(server.app, `reuse-${n}`, 'x', address);
    const owed = await login(server.app, 'reuse', 'x', address);
    const proof = await solveAltchaChallenge(proofRequiredSchema.parse(owed.json()).challenge as Challenge);
    expect((await login(server.app, 'reuse', 'x', address, proof)).statusCode).toBe(401);
    expect((await login(server.app, 'reuse', 'x', address, proof)).statusCode).toBe(PROOF_REQUIRED_STATUS);
    expect((await login(server.app, 'reuse', 'x', address, 'forged')).statusCode).toBe(PROOF_REQUIRED_STATUS);
  });

  it('counts parallel guesses exactly: no more than the share get to try a password', async () => {
    await addUser(server.db, { userName: 'frank', password: PASSWORD, roles: ['Customer'], quickHash: true });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => login(server.app, 'frank', `guess-${n}`, `10.0.3.${n}`)),
    );
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 428, 428, 428, 428, 428]);
  });

  it('shares the counts between server processes that share the database', async () => {
    await addUser(server.db, { userName: 'grace', password: PASSWORD, roles: ['Customer'], quickHash: true });
    const second = await buildApp({ config: server.config, db: server.db });
    try {
      expect((await login(server.app, 'grace', 'wrong-1', '10.0.4.1')).statusCode).toBe(401);
      expect((await login(second, 'grace', 'wrong-2', '10.0.4.2')).statusCode).toBe(401);
      expect((await login(server.app, 'grace', 'wrong-3', '10.0.4.3')).statusCode).toBe(401);
      expect((await login(second, 'grace', PASSWORD, '10.0.4.4')).statusCode).toBe(PROOF_REQUIRED_STATUS);
    } finally {
      await second.close();
    }
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let attempt = 0; attempt < 8; attempt++)
      expect((await login(server.app, 'carol', PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });
});

/** The counter a solved ALTCHA payload reached: the attempts its solver made. */
function decodedCounter(proof: string): number {
  return (JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as { solution: { counter: number } })
    .solution.counter;
}

describe('the dismiss calls: POST /api/Auth/DismissWelcomePopup and /api/Auth/DismissSafetyCheck', () => {
  const server = useTestServer();
  let token: string;
  let userId: number;
  beforeAll(async () => {
    userId = (await addUser(server.db, { userName: 'ines', password: PASSWORD, roles: ['Installer'] })).id;
    token = await tokenFor(server.app, 'ines', PASSWORD);
  });

  const flags = async () => (await userRepository(server.db).findById(userId))!;

  it('records "Don\'t show again" so the next login response says the popup was shown', async () => {
    const response = await call(server.app, 'POST', `/api/Auth/DismissWelcomePopup?userId=${userId}`, {
      token,
      body: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseStatusCode: 200,
      message: sessionMessages.welcomePopupDismissed,
    });
    expect((await flags()).isWelcomePopupShown).toBe(true);
    expect((await login(server.app, 'ines', PASSWORD)).json().isWelcomePopupShown).toBe(true);
  });

  it('refuses a body that is not a boolean and a userId that is not a number', async () => {
    const text = await call(server.app, 'POST', `/api/Auth/DismissWelcomePopup?userId=${userId}`, {
      token,
      body: 'yes',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(`Invalid body: ${sessionMessages.dismissBodyInvalid}`);
    const noBody = await call(server.app, 'POST', `/api/Auth/DismissWelcomePopup?userId=${userId}`, {
      token,
    });
    expect(noBody.statusCode).toBe(400);
    const badId = await call(server.app, 'POST', '/api/Auth/DismissWelcomePopup?userId=me', {
      token,
      body: true,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('Invalid query: userId must be a number');
  });

  it('clears the safety check once, then answers the spec\'s "already dismissed" message with 200', async () => {
    expect((await flags()).isSafetyCheck).toBe(true);
    const first = await call(server.app, 'POST', `/api/Auth/DismissSafetyCheck?userId=${userId}`, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ responseStatusCode: 200, message: sessionMessages.safetyCheckDismissed });
    expect((await flags()).isSafetyCheck).toBe(false);
    // Sent again, by a browser that says application/json but sends no body: still a success.
    const second = await server.app.inject({
      method: 'POST',
      url: `/api/Auth/DismissSafetyCheck?userId=${userId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ responseStatusCode: 200, message: 'Safety check already dismissed.' });
    expect((await login(server.app, 'ines', PASSWORD)).json().isSafetyCheck).toBe(false);
  });

  it('records who acknowledged which safety content version and when, one row per acknowledgement', async () => {
    const acknowledger = await addUser(server.db, {
      userName: 'ack',
      password: PASSWORD,
      roles: ['Installer'],
    });
    const ackToken = await tokenFor(server.app, 'ack', PASSWORD);
    const before = Date.now();
    const first = await call(server.app, 'POST', `/api/Auth/DismissSafetyCheck?userId=${acknowledger.id}`, {
      token: ackToken,
    });
    expect(first.json().message).toBe(sessionMessages.safetyCheckDismissed);
    const second = await call(
      server.app,
      'POST',
      `/api/Auth/DismissSafetyCheck?userId=${acknowledger.id}&contentVersion=2027-01-05b`,
      { token: ackToken },
    );
    expect(second.json().message).toBe('Safety check already dismissed.');
    const acknowledgements = await userRepository(server.db).safetyAcknowledgements(acknowledger.id);
    expect(acknowledgements.map((ack) => ack.contentVersion)).toEqual([
      SAFETY_CONTENT_VERSION,
      '2027-01-05b',
    ]);
    for (const ack of acknowledgements) {
      expect(ack.acknowledgedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(ack.acknowledgedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('refuses a malformed content version and records nothing', async () => {
    const before = await countRows(server.db, 'safety_acknowledgements');
    for (const version of ['latest', '2026-11-21', '2026-11-21aa']) {
      const response = await call(
        server.app,
        'POST',
        `/api/Auth/DismissSafetyCheck?userId=${userId}&contentVersion=${version}`,
        { token },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid query: contentVersion must look like 2026-11-21a');
    }
    expect(await countRows(server.db, 'safety_acknowledgements')).toBe(before);
  });

  it("refuses to change another user's flags with 403", async () => {
    const other = await addUser(server.db, { userName: 'other', password: PASSWORD, roles: ['Installer'] });
    const response = await call(server.app, 'POST', `/api/Auth/DismissSafetyCheck?userId=${other.id}`, {
      token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ responseStatusCode: 403, message: sessionMessages.selfOnly });
    expect((await userRepository(server.db).findById(other.id))!.isSafetyCheck).toBe(true);
  });
});

describe('a token follows the account as it is now', () => {
  const server = useTestServer();

  it('applies a role change at the next request, with the same token', async () => {
    const user = await addUser(server.db, { userName: 'rolling', password: PASSWORD, roles: ['Admin'] });
    const token = await tokenFor(server.app, 'rolling', PASSWORD);
    expect((await call(server.app, 'GET', '/api/Users/GetAll', { token })).statusCode).toBe(200);
    await server.db.query(`UPDATE users SET roles = ARRAY['Customer'] WHERE id = $1`, [user.id]);
    const after = await call(server.app, 'GET', '/api/Users/GetAll', { token });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ responseStatusCode: 403, message: sessionMessages.forbidden });
  });

  it('refuses a header that is not a bearer token', async () => {
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'token'])
      expect(
        (await server.app.inject({ url: '/api/Account/Profile', headers: { authorization } })).json(),
      ).toEqual({ responseStatusCode: 401, message: sessionMessages.signInRequired });
  });
});
