import type { InquiryDetail } from '@ohmstead/contracts/inquiries';
import type { TicketDetail, TicketRow } from '@ohmstead/contracts/tickets-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm, submitChatForm, submitContactPage } from '../../../test/contact-submission';
import { jiraEnv, useFakeJira } from '../../../test/fakes/jira';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, call, tokenFor } from '../../auth/test-users';

const PASSWORD = 'jira-tickets-password';
type Page = { items: TicketRow[]; total: number };

/**
 * Support Tickets and the enquiries' ticket leg with the Jira adapter, against the fake Jira: every change
 * is made in Jira first, Jira's own changes come back through the read-through and the sync.
 */
describe('tickets with Jira configured', () => {
  const jira = useFakeJira();
  const server = useTestServer(() => ({
    ALTCHA_COST: '20',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...jiraEnv(jira),
    // Every read goes to Jira: the cache is tested by its own case below with the default.
    JIRA_READ_CACHE_SECONDS: '0',
  }));
  let manager: string;
  let customer: string;
  let managerId: number;
  let key: string;

  beforeAll(async () => {
    managerId = (await addUser(server.db, { userName: 'max', password: PASSWORD, roles: ['Manager'] })).id;
    await addUser(server.db, { userName: 'casey', password: PASSWORD, roles: ['Customer'] });
    await addUser(server.db, { userName: 'ari', password: PASSWORD, roles: ['Admin'] });
    manager = await tokenFor(server.app, 'max', PASSWORD);
    customer = await tokenFor(server.app, 'casey', PASSWORD);
    jira.users.push({
      accountId: 'acc-max',
      emailAddress: 'max@ohmsteadpower.com',
      displayName: 'Max in Jira',
    });
    const sent = await submitContactPage(server.app, contactForm({ email: 'casey@ohmsteadpower.com' }));
    key = sent.ticket!.json().key;
  });

  const get = (token: string) => call(server.app, 'GET', `/api/Tickets/GetTicket?key=${key}`, { token });
  const issue = () => jira.issues.find((entry) => entry.key === key)!;

  it('lists the Jira ticket from our record, for its customer and for staff', async () => {
    expect(key).toMatch(/^OHM-\d+$/);
    const mine = (
      await call(server.app, 'GET', '/api/Tickets/GetAllTickets', { token: customer })
    ).json<Page>();
    expect(mine.items).toEqual([expect.objectContaining({ key, system: 'jira', status: 'open' })]);
  });

  it('moves the ticket in Jira first, through its transitions, then here', async () => {
    const moved = await call(server.app, 'PUT', '/api/Tickets/SetStatus', {
      token: manager,
      body: { key, status: 'in_progress' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(issue().status).toBe('In Progress');
    const transition = jira.requests.find(
      (request) => request.url.endsWith(`/issue/${key}/transitions`) && request.method === 'POST',
    );
    expect(JSON.parse(transition!.body.toString())).toEqual({ transition: { id: '12' } });
    expect((await get(manager)).json<TicketDetail>().status).toBe('in_progress');
  });

  it('takes a status changed in Jira itself into the list and the history, named as Jira', async () => {
    jira.moveInJira(key, 'Resolved');
    const page = (
      await call(server.app, 'GET', '/api/Tickets/GetAllTickets', { token: manager })
    ).json<Page>();
    expect(page.items.find((row) => row.key === key)!.status).toBe('resolved');
    const ticket = (await get(manager)).json<TicketDetail>();
    expect(ticket.history.at(-1)).toMatchObject({ from: 'in_progress', to: 'resolved', by: 'Jira' });
    expect(ticket.resolvedAt).not.toBeNull();
  });

  it('learns of a move made in Jira before it moves the ticket here', async () => {
    jira.moveInJira(key, 'Closed');
    const refused = await call(server.app, 'PUT', '/api/Tickets/SetStatus', {
      token: manager,
      body: { key, status: 'in_progress' },
    });
    // Our record learns it is closed (read first), and closed is final here too.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A ticket cannot move from Closed to In progress.');
    jira.moveInJira(key, 'Resolved');
    await get(manager);
  });

  it("assigns the Jira account with the staff member's address, and takes Jira's assignee back", async () => {
    const assigned = await call(server.app, 'PUT', '/api/Tickets/Assign', {
      token: manager,
      body: { key, assigneeId: managerId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(issue().assigneeAccountId).toBe('acc-max');
    issue().assigneeAccountId = null;
    expect((await get(manager)).json<TicketDetail>().assignee).toBeNull();
  });

  it('adds comments in Jira, and shows the comments made in Jira as staff answers', async () => {
    const added = await call(server.app, 'POST', '/api/Tickets/AddComment', {
      token: customer,
      body: { key, body: 'It trips again.\n\nSecond paragraph.' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const sent = issue().comments.at(-1)!;
    expect(JSON.stringify(sent.body)).toContain('casey Tester (customer) on the website:');
    expect(JSON.stringify(sent.body)).toContain('It trips again.');

    jira.commentInJira(key, 'Dana in Jira', 'Replaced the breaker module.');
    const ticket = (await get(customer)).json<TicketDetail>();
    expect(ticket.comments.map((comment) => [comment.authorName, comment.byStaff, comment.body])).toEqual([
      ['casey Tester', false, 'It trips again.\n\nSecond paragraph.'],
      ['Dana in Jira', true, 'Replaced the breaker module.'],
    ]);
    expect(ticket.firstResponseAt).toBe(ticket.comments[1]!.createdAt);
    // Read again: Jira's comment is not added twice.
    expect((await get(customer)).json<TicketDetail>().comments).toHaveLength(2);
  });

  it('shows our record when Jira cannot be reached, and refuses changes then without making any', async () => {
    jira.down = true;
    try {
      const page = await call(server.app, 'GET', '/api/Tickets/GetAllTickets', { token: manager });
      expect(page.statusCode).toBe(200);
      expect((await get(manager)).statusCode).toBe(200);
      const refused = await call(server.app, 'PUT', '/api/Tickets/SetStatus', {
        token: manager,
        body: { key, status: 'closed' },
      });
      expect(refused.statusCode).toBe(502);
      expect((await get(manager)).json<TicketDetail>().status).toBe('resolved');
    } finally {
      jira.down = false;
    }
  });

  it('makes the ticket of a failed leg exactly once when staff retry it', async () => {
    jira.failCreateTimes = 1;
    const sent = await submitContactPage(server.app, contactForm({ email: 'retry@gridworks.example' }));
    expect(sent.ticket!.statusCode).toBe(502);
    expect(sent.lead!.statusCode).toBe(303);
    const [enquiry] = await server.db.query<{ id: number }>(
      'SELECT id FROM enquiries WHERE submission_id = $1',
      [sent.submissionId],
    );
    const id = Number(enquiry!.id);
    const admin = await tokenFor(server.app, 'ari', PASSWORD);
    const detail = (
      await call(server.app, 'GET', `/api/Inquiries/GetInquiry?id=${id}`, { token: admin })
    ).json<InquiryDetail>();
    expect(detail.legs.ticket).toMatchObject({ state: 'failed', retryable: true });
    expect(detail.legs.ticket.error).toBe('The ticket system refused the ticket.');

    const issues = jira.issues.length;
    const [first, second] = await Promise.all([
      call(server.app, 'POST', '/api/Inquiries/RetryLeg', { token: admin, body: { id, leg: 'ticket' } }),
      call(server.app, 'POST', '/api/Inquiries/RetryLeg', { token: admin, body: { id, leg: 'ticket' } }),
    ]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    expect(jira.issues.length).toBe(issues + 1);
    const again = await call(server.app, 'POST', '/api/Inquiries/RetryLeg', {
      token: admin,
      body: { id, leg: 'ticket' },
    });
    expect(again.json<InquiryDetail>().legs.ticket).toMatchObject({
      state: 'created',
      reference: jira.issues.at(-1)!.key,
    });
    expect(jira.issues.length).toBe(issues + 1);
  });

  it('records a chat form whose ticket Jira refused, for staff to retry', async () => {
    jira.failCreateTimes = 1;
    const before = await countRows(server.db, 'enquiries');
    const response = await submitChatForm(
      server.app,
      'contact',
      { session: guestSession('jira-chat') },
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        contact: '',
        email: 'grace@navy.example',
        message: 'Call me.',
      },
    );
    expect(response.statusCode).toBe(502);
    expect(await countRows(server.db, 'enquiries')).toBe(before + 1);
    const [row] = await server.db.query(
      'SELECT channel, ticket_state FROM enquiries ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ channel: 'chat-contact', ticket_state: 'failed' });
  });
});

describe('the Jira sync on a timer and the read cache', () => {
  const jira = useFakeJira();
  const server = useTestServer(() => ({
    ALTCHA_COST: '20',
    ...jiraEnv(jira),
    JIRA_SYNC_INTERVAL_SECONDS: '1',
  }));

  beforeAll(async () => {
    await addUser(server.db, { userName: 'max', password: PASSWORD, roles: ['Manager'] });
  });

  it('reads a listed ticket from Jira once within the cache time, and brings changes in on the timer', async () => {
    const { key } = (await submitContactPage(server.app, contactForm(), { steps: 2 })).ticket!.json();
    const manager = await tokenFor(server.app, 'max', PASSWORD);
    const keySearches = () =>
      jira.requests.filter(
        (request) => request.url === '/rest/api/3/search/jql' && request.body.toString().includes('key in'),
      ).length;
    const list = () => call(server.app, 'GET', '/api/Tickets/GetAllTickets', { token: manager });
    await list();
    const afterFirst = keySearches();
    await list();
    // Within JIRA_READ_CACHE_SECONDS (30 s by default) the record answers alone: at most one read of the
    // ticket (none when the timer's sync had just brought it in).
    expect(afterFirst).toBeLessThanOrEqual(1);
    expect(keySearches()).toBe(afterFirst);

    jira.moveInJira(key, 'In Progress');
    for (let tries = 0; tries < 100; tries++) {
      const [row] = await server.db.query<{ status: string }>('SELECT status FROM tickets WHERE key = $1', [
        key,
      ]);
      if (row!.status === 'in_progress') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await server.db.query('SELECT status FROM tickets WHERE key = $1', [key])).toEqual([
      { status: 'in_progress' },
    ]);
  });
});
