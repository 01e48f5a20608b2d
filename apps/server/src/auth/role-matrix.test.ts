import { sessionMessages } from '@ohmstead/contracts/auth';
import { ACCESS, can, type Role, ROLES } from '@ohmstead/contracts/roles';
import { isTicketStaff } from '@ohmstead/contracts/tickets-admin';
import { describe, expect, it } from 'vitest';
import { type Audience, type Endpoint, useMatrix } from './role-matrix-fixtures';
import { operationsEndpoints } from './role-matrix-operations-endpoints';
import { siteAdminEndpoints } from './role-matrix-site-admin-endpoints';

/**
 * docs/product.md §3.6 shows only which menu items each role sees; the server must refuse what the menu hides.
 * Every identity below calls every signed-in endpoint: each call the role table forbids gets 401 (no
 * valid session) or 403 (a role without the capability), each allowed call succeeds.
 */

describe('role matrix: every role and every broken session against every signed-in endpoint', () => {
  const matrix = useMatrix();
  const { identities } = matrix;
  const endpoints: Endpoint[] = [...siteAdminEndpoints(matrix), ...operationsEndpoints(matrix)];

  const identityLabels = [...ROLES, 'no token', 'expired token', 'forged token', 'deactivated user'];

  /**
   * The expected answer: 200/201 when allowed, 401 without a valid session, 403 for the wrong role, 404 for
   * a device outside the user's scope (a Customer who does not own it).
   */
  function expected(label: string, audience: Audience): 'allowed' | 401 | 403 | 404 {
    if (audience === 'public') return 'allowed';
    const role = (ROLES as readonly string[]).includes(label) ? (label as Role) : undefined;
    if (!role) return 401;
    if (audience === 'self') return 'allowed';
    if (audience === 'otherUser') return 403;
    if (audience === 'ticketStaff') return isTicketStaff([role]) ? 'allowed' : 403;
    if (audience === 'fixtureDevice') {
      if (!can([role], 'devices')) return 403;
      return role === 'Customer' ? 404 : 'allowed';
    }
    return can([role], audience) ? 'allowed' : 403;
  }

  const cases = identityLabels.flatMap((label) =>
    endpoints.map((endpoint) => ({ label, endpoint, outcome: expected(label, endpoint.audience) })),
  );

  it(`covers ${cases.length} cases: ${identityLabels.length} identities × ${endpoints.length} endpoints`, () => {
    expect(identityLabels).toHaveLength(14);
    expect(endpoints).toHaveLength(70);
    expect(cases).toHaveLength(980);
    // Every capability the endpoints use is one of the role table's.
    for (const { audience } of endpoints)
      if (!['public', 'self', 'otherUser', 'ticketStaff', 'fixtureDevice'].includes(audience))
        expect(ACCESS).toHaveProperty(audience);
    const allowed = cases.filter((c) => c.outcome === 'allowed').length;
    console.info(
      `role matrix: ${cases.length} cases, ${allowed} allowed, ${cases.filter((c) => c.outcome === 403).length} × 403, ` +
        `${cases.filter((c) => c.outcome === 401).length} × 401`,
    );
  });

  it.each(cases.map((c, n) => [c.label, c.endpoint.name, c.outcome, n] as const))(
    '%s → %s: %s',
    async (label, endpointName, outcome, n) => {
      const who = identities.find((identity) => identity.label === label)!;
      const endpoint = endpoints.find((entry) => entry.name === endpointName)!;
      const response = await endpoint.send(who, n);
      if (outcome === 'allowed') {
        expect([200, 201], response.body).toContain(response.statusCode);
      } else {
        expect(response.statusCode, response.body).toBe(outcome);
        const body = response.json();
        expect(body.responseStatusCode).toBe(outcome);
        if (outcome === 401)
          expect([sessionMessages.signInRequired, sessionMessages.sessionExpired]).toContain(body.message);
        if (label === 'no token' || label === 'forged token')
          expect(body.message).toBe(sessionMessages.signInRequired);
        if (label === 'expired token' || label === 'deactivated user')
          expect(body.message).toBe(sessionMessages.sessionExpired);
      }
    },
  );
});
