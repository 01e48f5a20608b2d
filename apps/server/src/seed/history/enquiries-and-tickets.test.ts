import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { seedDemoUsers } from '../users';
import { enquiriesHistory } from './enquiries';
import { HISTORY_GENERATORS, seedDemoHistory } from './seed-history';
import { ticketsHistory } from './tickets';

const NOW = new Date('2026-11-25T12:00:00Z');

/** What the generators wrote, as numbers a reader can check. */
async function summary(server: TestServer) {
  const [row] = await server.db.query<Record<string, string>>(
    `SELECT
       (SELECT count(*) FROM enquiries) AS enquiries,
       (SELECT count(*) FROM enquiries WHERE channel = 'chat-images') AS images,
       (SELECT count(*) FROM enquiries WHERE channel = 'chat-images' AND ticket_key IS NOT NULL) AS images_with_ticket,
       (SELECT count(*) FROM enquiries WHERE ticket_state = 'failed' OR lead_state = 'failed') AS failed_legs,
       (SELECT count(*) FROM enquiries e JOIN mail_outbox m ON m.id = e.mail_id WHERE m.status = 'failed') AS failed_mails,
       (SELECT count(*) FROM enquiries WHERE is_quote AND quote_status <> 'new') AS quotes_moved,
       (SELECT count(*) FROM tickets) AS tickets,
       (SELECT count(*) FROM tickets WHERE status IN ('open', 'in_progress')) AS backlog,
       (SELECT count(*) FROM tickets WHERE status = 'closed') AS closed,
       (SELECT count(*) FROM tickets WHERE reporter_email = 'customer@ohmsteadpower.com') AS customer_tickets,
       (SELECT count(*) FROM ticket_comments) AS comments,
       (SELECT count(*) FROM ticket_attachments) AS attachments,
       (SELECT count(*) FROM enquiries WHERE created_at > $1 OR created_at < $1::timestamptz - interval '90 days') AS outside,
       (SELECT count(*) FROM tickets t WHERE t.first_response_at < t.created_at OR t.resolved_at < t.first_response_at) AS impossible,
       (SELECT md5(string_agg(name || email || channel || ticket_state, ',' ORDER BY id)) FROM enquiries) AS digest`,
    [NOW],
  );
  return row!;
}

describe('generated history of enquiries and tickets', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer(), startTestServer()]);
    for (const server of [first, second]) {
      await seedDemoUsers(server.db);
      await seedDemoHistory(server.db, { now: NOW, generators: [enquiriesHistory, ticketsHistory] });
    }
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('is registered in the demo history, enquiries before tickets', () => {
    const names = HISTORY_GENERATORS.map((generator) => generator.name);
    expect(names.indexOf('enquiries')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('enquiries')).toBeLessThan(names.indexOf('tickets'));
  });

  it('writes 90 days of enquiries with their legs, some failed, and their tickets moving along', async () => {
    const figures = await summary(first);
    const n = (key: string) => Number(figures[key]);
    expect(n('enquiries')).toBeGreaterThan(60);
    expect(n('images')).toBeGreaterThan(3);
    expect(n('failed_legs') + n('failed_mails')).toBeGreaterThan(0);
    expect(n('quotes_moved')).toBeGreaterThan(0);
    expect(n('tickets')).toBeGreaterThan(n('enquiries') * 0.8);
    expect(n('backlog')).toBeGreaterThan(0);
    expect(n('closed')).toBeGreaterThan(0);
    expect(n('customer_tickets')).toBeGreaterThan(0);
    expect(n('comments')).toBeGreaterThan(n('tickets'));
    // Two photos with every images form whose ticket was made.
    expect(n('attachments')).toBe(n('images_with_ticket') * 2);
    expect(n('outside')).toBe(0);
    expect(n('impossible')).toBe(0);
  });

  it('gives every moved ticket a history that starts open and a staff answer before it moves', async () => {
    const broken = await first.db.query(
      `SELECT t.key FROM tickets t
       WHERE NOT EXISTS (SELECT 1 FROM ticket_status_history h WHERE h.ticket_key = t.key AND h.from_status IS NULL)
          OR (t.status <> 'open' AND t.first_response_at IS NULL)
          OR (t.status = 'resolved' AND t.resolved_at IS NULL)
          OR t.status <> (SELECT h.to_status FROM ticket_status_history h WHERE h.ticket_key = t.key
                          ORDER BY h.changed_at DESC, h.id DESC LIMIT 1)`,
    );
    expect(broken).toEqual([]);
  });

  it('is the same history for the same seed and instant', async () => {
    expect((await summary(first)).digest).toBe((await summary(second)).digest);
  });

  it('runs once per database', async () => {
    const before = (await summary(first)).enquiries;
    await seedDemoHistory(first.db, { now: NOW, generators: [enquiriesHistory, ticketsHistory] });
    expect((await summary(first)).enquiries).toBe(before);
  });
});
