import { listMessages } from '@ohmstead/contracts/admin-lists';
import { type TicketDetail, ticketMessages, type TicketRow } from '@ohmstead/contracts/tickets-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm, submitChatForm, submitContactPage } from '../../../test/contact-submission';
import { JPEG } from '../../../test/fakes/sample-files';
import { useTestServer } from '../../../test/harness';
import { addUser, call, tokenFor } from '../../auth/test-users';

const PASSWORD = 'tickets-test-password';
type Page = { items: TicketRow[]; total: number };

describe('Support Tickets', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '10000' });
  let manager: string;
  let casey: string;
  let other: string;
  let managerId: number;
  let caseyId: number;
  /** A contact-page ticket with Casey's address, a chat ticket Casey made signed in, one of someone else. */
  let byEmail: string;
  let bySignedIn: string;
  let othersKey: string;

  beforeAll(async () => {
    managerId = (
      await addUser(server.db, { userName: 'max', password: PASSWORD, roles: ['Manager'], firstName: 'Max' })
    ).id;
    caseyId = (
      await addUser(server.db, {
        userName: 'casey',
        password: PASSWORD,
        roles: ['Customer'],
        firstName: 'Casey',
      })
    ).id;
    await addUser(server.db, {
      userName: 'olga',
      password: PASSWORD,
      roles: ['Customer'],
      firstName: 'Olga',
    });
    manager = await tokenFor(server.app, 'max', PASSWORD);
    casey = await tokenFor(server.app, 'casey', PASSWORD);
    other = await tokenFor(server.app, 'olga', PASSWORD);

    // The account's address is the one the chat forms prefill (docs/product.md §3.4): casey@ohmsteadpower.com.
    byEmail = (
      await submitContactPage(server.app, contactForm({ email: 'Casey@OhmsteadPower.com' }), { steps: 2 })
    ).ticket!.json().key;
    const chat = await submitChatForm(
      server.app,
      'images',
      { token: casey, username: 'casey' },
      {
        firstName: 'Casey',
        lastName: 'Reed',
        contact: '',
        email: 'casey.reed@fleet.example',
        message: 'The display shows E42.',
        SerialNumber: '5500123',
      },
      [{ name: 'display.jpg', content: JPEG, type: 'image/jpeg' }],
    );
    bySignedIn = chat.json().key;
    othersKey = (
      await submitContactPage(server.app, contactForm({ email: 'someone@else.example' }), { steps: 2 })
    ).ticket!.json().key;
  });

  const list = (token: string, query = '') =>
    call(server.app, 'GET', `/api/Tickets/GetAllTickets${query ? `?${query}` : ''}`, { token });
  const get = (token: string, key: string) =>
    call(server.app, 'GET', `/api/Tickets/GetTicket?key=${key}`, { token });
  const setStatus = (token: string, key: string, status: string) =>
    call(server.app, 'PUT', '/api/Tickets/SetStatus', { token, body: { key, status } });
  const comment = (token: string, key: string, body: string) =>
    call(server.app, 'POST', '/api/Tickets/AddComment', { token, body: { key, body } });

  describe('who sees what', () => {
    it('shows a customer the tickets of their address and those they made signed in, and no other', async () => {
      const mine = (await list(casey)).json<Page>();
      expect(mine.items.map((row) => row.key).sort()).toEqual([byEmail, bySignedIn].sort());
      expect((await list(other)).json<Page>().total).toBe(0);
      const all = (await list(manager)).json<Page>();
      expect(all.items.map((row) => row.key)).toEqual(
        expect.arrayContaining([byEmail, bySignedIn, othersKey]),
      );
    });

    it("answers 404 for another customer's ticket, as for one that does not exist", async () => {
      const response = await get(casey, othersKey);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ticketMessages.notFound);
      expect((await get(casey, 'SUP-999999')).json()).toEqual(response.json());
      expect((await comment(casey, othersKey, 'Hello?')).statusCode).toBe(404);
      expect((await get(manager, othersKey)).statusCode).toBe(200);
    });

    it("serves a ticket's files to those who may see it", async () => {
      const ticket = (await get(casey, bySignedIn)).json<TicketDetail>();
      expect(ticket.attachments.map((file) => file.fileName)).toEqual(['display.jpg']);
      const url = `/api/Tickets/DownloadAttachment?key=${bySignedIn}&id=${ticket.attachments[0]!.id}`;
      const file = await call(server.app, 'GET', url, { token: casey });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="display.jpg"');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect((await call(server.app, 'GET', url, { token: other })).statusCode).toBe(404);
      const wrongTicket = `/api/Tickets/DownloadAttachment?key=${byEmail}&id=${ticket.attachments[0]!.id}`;
      expect((await call(server.app, 'GET', wrongTicket, { token: manager })).statusCode).toBe(404);
    });

    it('gives a customer the detail without the staff controls', async () => {
      const ticket = (await get(casey, byEmail)).json<TicketDetail>();
      expect(ticket).toMatchObject({
        key: byEmail,
        status: 'open',
        channel: 'contact-page',
        reporterEmail: 'casey@ohmsteadpower.com',
        allowedStatuses: [],
        canAssign: false,
        assignees: [],
      });
      expect(ticket.description).toContain('Company: Grid Works');
      expect(ticket.history).toEqual([expect.objectContaining({ from: null, to: 'open', by: 'Website' })]);
      const staffView = (await get(manager, byEmail)).json<TicketDetail>();
      expect(staffView.allowedStatuses).toEqual(['in_progress', 'resolved', 'closed']);
      expect(staffView.assignees).toEqual([{ id: managerId, name: 'Max Tester' }]);
    });
  });

  describe('the workflow', () => {
    it('moves a ticket only along the workflow, records who and when, and the first resolution', async () => {
      expect((await setStatus(casey, byEmail, 'in_progress')).statusCode).toBe(403);
      const skipped = await setStatus(manager, byEmail, 'open');
      expect(skipped.statusCode).toBe(400);
      expect(skipped.json().message).toBe(ticketMessages.moveNotAllowed('open', 'open'));
      for (const status of ['in_progress', 'resolved', 'in_progress', 'resolved', 'closed'])
        expect((await setStatus(manager, byEmail, status)).statusCode).toBe(200);
      const closed = await setStatus(manager, byEmail, 'open');
      expect(closed.statusCode).toBe(400);
      expect(closed.json().message).toBe('A ticket cannot move from Closed to Open.');

      const ticket = (await get(manager, byEmail)).json<TicketDetail>();
      expect(ticket.status).toBe('closed');
      expect(ticket.allowedStatuses).toEqual([]);
      expect(ticket.history.map((entry) => [entry.from, entry.to, entry.by])).toEqual([
        [null, 'open', 'Website'],
        ['open', 'in_progress', 'Max Tester'],
        ['in_progress', 'resolved', 'Max Tester'],
        ['resolved', 'in_progress', 'Max Tester'],
        ['in_progress', 'resolved', 'Max Tester'],
        ['resolved', 'closed', 'Max Tester'],
      ]);
      // Time to resolution counts from the first move to resolved.
      expect(ticket.resolvedAt).toBe(ticket.history[2]!.at);
      expect((await comment(casey, byEmail, 'Thanks!')).json().message).toBe(ticketMessages.closedNoComment);
      const status = await setStatus(manager, byEmail, 'reopened');
      expect(status.statusCode).toBe(400);
    });

    it('assigns only staff who work the list, and filters by assignee for staff only', async () => {
      const assign = (token: string, assigneeId: number | null) =>
        call(server.app, 'PUT', '/api/Tickets/Assign', { token, body: { key: bySignedIn, assigneeId } });
      expect((await assign(casey, managerId)).statusCode).toBe(403);
      const notStaff = await assign(manager, caseyId);
      expect(notStaff.statusCode).toBe(400);
      expect(notStaff.json().message).toBe(ticketMessages.notAssignable);
      expect((await assign(manager, managerId)).statusCode).toBe(200);
      expect((await get(casey, bySignedIn)).json<TicketDetail>().assignee).toEqual({
        id: managerId,
        name: 'Max Tester',
      });
      expect((await list(manager, 'assignee=me')).json<Page>().items.map((row) => row.key)).toEqual([
        bySignedIn,
      ]);
      expect((await list(manager, 'assignee=none')).json<Page>().items.map((row) => row.key)).not.toContain(
        bySignedIn,
      );
      const refused = await list(casey, 'assignee=me');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ticketMessages.assigneeFilterStaffOnly);
      expect((await assign(manager, null)).statusCode).toBe(200);
      expect((await get(manager, bySignedIn)).json<TicketDetail>().assignee).toBeNull();
    });

    it('takes plain-text comments from the customer and staff; the first staff comment is the first response', async () => {
      const markup = '<img src=x onerror=alert(1)> is what the display shows';
      expect((await comment(casey, bySignedIn, markup)).statusCode).toBe(200);
      expect((await get(manager, bySignedIn)).json<TicketDetail>().firstResponseAt).toBeNull();
      expect((await comment(manager, bySignedIn, 'We will send a technician.')).statusCode).toBe(200);
      const ticket = (await get(casey, bySignedIn)).json<TicketDetail>();
      expect(ticket.comments.map((entry) => [entry.authorName, entry.byStaff, entry.body])).toEqual([
        ['Casey Tester', false, markup],
        ['Max Tester', true, 'We will send a technician.'],
      ]);
      expect(ticket.firstResponseAt).toBe(ticket.comments[1]!.createdAt);
      const blank = await comment(casey, bySignedIn, '   ');
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Invalid request: A comment needs some text');
    });
  });

  describe('the list on the server', () => {
    it('filters by status and channel, sorts by key, searches', async () => {
      expect((await list(manager, 'status=closed')).json<Page>().items.map((row) => row.key)).toEqual([
        byEmail,
      ]);
      expect((await list(manager, 'channel=chat-images')).json<Page>().items.map((row) => row.key)).toEqual([
        bySignedIn,
      ]);
      const keys = (await list(manager, 'sort=key&dir=asc')).json<Page>().items.map((row) => row.key);
      expect(keys).toEqual([...keys].sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1])));
      expect((await list(manager, 'search=someone%40else')).json<Page>().items.map((row) => row.key)).toEqual(
        [othersKey],
      );
    });

    it.each([
      [
        'an unknown sort column',
        'sort=password',
        listMessages.sortInvalid(['createdAt', 'key', 'status', 'reporter', 'updatedAt']),
      ],
      ['an unknown status', 'status=lost', 'status must be one of: open, in_progress, resolved, closed'],
      ['a huge page', 'page=100000', listMessages.pageInvalid],
      ['an unknown filter', 'owner=1', 'Unexpected field(s): owner'],
    ])('refuses %s with a clear 400', async (_case, query, message) => {
      const response = await list(manager, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    });

    it("exports a customer's own tickets only as CSV", async () => {
      const response = await list(casey, 'format=csv');
      expect(response.statusCode).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'Key,Created at,Status,Channel,Topic,Reporter,Reporter email,Assignee,Summary,Updated at',
      );
      expect(lines).toHaveLength(3);
      expect(response.body).not.toContain(othersKey);
    });
  });
});
