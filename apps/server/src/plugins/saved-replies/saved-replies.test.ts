import { sessionMessages } from '@ohmstead/contracts/auth';
import type { Role } from '@ohmstead/contracts/roles';
import {
  SAVED_REPLIES_MAX,
  SAVED_REPLY_BODY_MAX,
  SAVED_REPLY_TITLE_MAX,
  savedRepliesMessages,
  savedRepliesResponseSchema,
  savedReplyResponseSchema,
} from '@ohmstead/contracts/saved-replies';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'saved-replies-password';
const LIST = '/api/SavedReplies/GetAll';
const CREATE = '/api/SavedReplies/Create';
const UPDATE = '/api/SavedReplies/Update';
const DELETE = '/api/SavedReplies/Delete';

describe('saved replies: GET SavedReplies/GetAll, POST Create, PUT Update, DELETE Delete', () => {
  const server = useTestServer();
  const tokens = {} as Record<Role, string>;
  const roles: Role[] = ['SuperAdmin', 'Admin', 'Vendor', 'Manager', 'Customer', 'NewsEditor'];
  beforeAll(async () => {
    for (const role of roles) {
      await addUser(server.db, { userName: `sr-${role.toLowerCase()}`, password: PASSWORD, roles: [role] });
      tokens[role] = await tokenFor(server.app, `sr-${role.toLowerCase()}`, PASSWORD);
    }
  });

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { role?: Role; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method,
      url,
      headers: {
        ...(options.role ? { authorization: `Bearer ${tokens[options.role]}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  const list = async (role: Role = 'Vendor') => {
    const response = await send('GET', LIST, { role });
    expect(response.statusCode, response.body).toBe(200);
    return savedRepliesResponseSchema.parse(response.json()).replies;
  };
  const create = async (title: string, body: string) => {
    const response = await send('POST', CREATE, { role: 'Admin', body: { title, body } });
    expect(response.statusCode, response.body).toBe(201);
    return savedReplyResponseSchema.parse(response.json()).reply;
  };

  it('creates, lists by title, updates and deletes, keeping the variables as written', async () => {
    const greeting = await create(
      '  Greeting ',
      'Hello {customer_name}, this is {agent_name}.\nHow can I help?',
    );
    expect(greeting).toMatchObject({
      title: 'Greeting',
      body: 'Hello {customer_name}, this is {agent_name}.\nHow can I help?',
      createdBy: 'sr-admin',
      updatedBy: 'sr-admin',
    });
    const away = await create('away', 'We are away.');
    expect((await list()).map((reply) => reply.title)).toEqual(['away', 'Greeting']);

    const updated = await send('PUT', `${UPDATE}?id=${away.id}`, {
      role: 'SuperAdmin',
      body: { title: 'Away', body: 'Back at 9, {customer_name}.' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(savedReplyResponseSchema.parse(updated.json())).toMatchObject({
      message: savedRepliesMessages.updated,
      reply: {
        id: away.id,
        title: 'Away',
        body: 'Back at 9, {customer_name}.',
        createdBy: 'sr-admin',
        updatedBy: 'sr-superadmin',
      },
    });

    const deleted = await send('DELETE', `${DELETE}?id=${greeting.id}`, { role: 'Admin' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: savedRepliesMessages.deleted,
      reply: { id: greeting.id },
    });
    expect((await list('Manager')).map((reply) => reply.id)).toEqual([away.id]);
    await send('DELETE', `${DELETE}?id=${away.id}`, { role: 'Admin' });
  });

  it.each(['SuperAdmin', 'Admin', 'Vendor', 'Manager'] as const)(
    'lets a %s (an agent) read the list',
    async (role) => {
      expect(await list(role)).toEqual(expect.any(Array));
    },
  );

  it.each(['Customer', 'NewsEditor'] as const)('refuses the list to a %s with 403', async (role) => {
    const response = await send('GET', LIST, { role });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(sessionMessages.forbidden);
  });

  it('refuses every call without a session with 401', async () => {
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', CREATE],
      ['PUT', `${UPDATE}?id=1`],
      ['DELETE', `${DELETE}?id=1`],
    ] as const) {
      const response = await send(method, url, {
        body: method === 'POST' || method === 'PUT' ? { title: 'T', body: 'B' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(sessionMessages.signInRequired);
    }
  });

  it.each(['Vendor', 'Manager', 'Customer'] as const)(
    'refuses creating, editing and deleting to a %s with 403 and changes nothing',
    async (role) => {
      const kept = await create('Kept', 'Kept text');
      const body = { title: 'Changed', body: 'Changed text' };
      for (const [method, url] of [
        ['POST', CREATE],
        ['PUT', `${UPDATE}?id=${kept.id}`],
        ['DELETE', `${DELETE}?id=${kept.id}`],
      ] as const) {
        const response = await send(method, url, { role, body: method === 'DELETE' ? undefined : body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await list()).toEqual([kept]);
      await send('DELETE', `${DELETE}?id=${kept.id}`, { role: 'Admin' });
    },
  );

  it.each([
    ['a missing title', { body: 'Text' }, savedRepliesMessages.titleRequired],
    ['a blank title', { title: '   ', body: 'Text' }, savedRepliesMessages.titleRequired],
    [
      `a title over ${SAVED_REPLY_TITLE_MAX} characters`,
      { title: 'x'.repeat(SAVED_REPLY_TITLE_MAX + 1), body: 'Text' },
      savedRepliesMessages.titleMax,
    ],
    ['an empty body', { title: 'Title', body: '' }, savedRepliesMessages.bodyRequired],
    [
      `a body over ${SAVED_REPLY_BODY_MAX} characters`,
      { title: 'Title', body: 'x'.repeat(SAVED_REPLY_BODY_MAX + 1) },
      savedRepliesMessages.bodyMax,
    ],
    ['a body that is no text', { title: 'Title', body: 42 }, savedRepliesMessages.bodyRequired],
    ['an unknown field', { title: 'Title', body: 'Text', shortcut: 'x' }, 'Unexpected field(s): shortcut'],
  ])('refuses %s with 400 and its reason, storing nothing', async (_label, body, reason) => {
    const response = await send('POST', CREATE, { role: 'Admin', body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(reason);
    expect(await list()).toEqual([]);
  });

  it('keeps the list at its limit, even for two replies added at once', async () => {
    const { db } = server;
    const [held] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM saved_replies');
    await db.query(
      `INSERT INTO saved_replies (title, body) SELECT 'Filler ' || n, 'Text' FROM generate_series(1, $1::int) n`,
      [SAVED_REPLIES_MAX - 1 - Number(held?.count ?? 0)],
    );
    const both = await Promise.all(
      ['One', 'Two'].map((title) => send('POST', CREATE, { role: 'Admin', body: { title, body: 'Last' } })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(both.find((response) => response.statusCode === 400)?.json().message).toBe(
      savedRepliesMessages.tooMany,
    );
    expect((await list()).length).toBe(SAVED_REPLIES_MAX);
    await db.query("DELETE FROM saved_replies WHERE body IN ('Text', 'Last')");
  });

  it('keeps the longest title and body allowed', async () => {
    const reply = await create('t'.repeat(SAVED_REPLY_TITLE_MAX), 'b'.repeat(SAVED_REPLY_BODY_MAX));
    expect(reply.body).toHaveLength(SAVED_REPLY_BODY_MAX);
    await send('DELETE', `${DELETE}?id=${reply.id}`, { role: 'Admin' });
  });

  it('answers 404 for an unknown id and 400 for an id that is no id, never a 500', async () => {
    const body = { title: 'T', body: 'B' };
    for (const [method, url, status] of [
      ['PUT', `${UPDATE}?id=999999`, 404],
      ['DELETE', `${DELETE}?id=999999`, 404],
      ['PUT', `${UPDATE}?id=abc`, 400],
      ['DELETE', `${DELETE}?id=0`, 400],
      ['DELETE', `${DELETE}?id=99999999999`, 400],
      ['DELETE', DELETE, 400],
    ] as const) {
      const response = await send(method, url, { role: 'Admin', body: method === 'PUT' ? body : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json().message).toContain(
        status === 404 ? savedRepliesMessages.notFound : savedRepliesMessages.idInvalid,
      );
    }
  });

  it('tells a bad id before a bad body on Update', async () => {
    const response = await send('PUT', `${UPDATE}?id=x`, { role: 'Admin', body: { title: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid query: ${savedRepliesMessages.idInvalid}`);
  });
});
