import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser } from '../../auth/test-users';
import type { Queryable } from '../../db/database';
import { messageRepository, type NewMessage } from './message-repository';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/**
 * A live message is stored by one statement (docs/decisions/0023-serving-path.md): its chat found and locked, its number, the message
 * and its chat-log line. Racing senders (on PostgreSQL) get every number once, a resend is stored once.
 */
describe('storing a live message in one statement', () => {
  const server = useTestServer();
  let agentId: number;
  beforeAll(async () => {
    agentId = (await addUser(server.db, { userName: 'agnes', password: 'store-password', roles: ['Admin'] }))
      .id;
  });

  const openChat = async (status = 'active') => {
    const id = randomUUID();
    const customerKey = `guest:${id}`;
    await server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_user_id, agent_name)
       VALUES ($1, $2, 'Casey', 'guest', 'CRM', $3, $4, 'Agnes')`,
      [id, customerKey, status, agentId],
    );
    return { id, customerKey };
  };
  const text = (clientId: string, isCustomer: boolean): NewMessage => ({
    clientId,
    senderName: isCustomer ? null : 'Agnes',
    isCustomer,
    message: `message ${clientId}`,
    attachments: [],
  });

  it('numbers racing messages of both sides once each, and stores a resend once', async () => {
    const chat = await openChat();
    const messages = messageRepository(server.db);
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2 === 0
          ? messages.store({ customerKey: chat.customerKey }, text(`c-${n % 10}`, true))
          : messages.store({ chatId: chat.id, agentUserId: agentId }, text(`a-${n}`, false)),
      ),
    );
    const stored = outcomes.map((outcome) => {
      if ('refused' in outcome) throw new Error(outcome.refused);
      return outcome;
    });
    const fresh = stored.filter((outcome) => !outcome.duplicate);
    expect(fresh).toHaveLength(15 + 5);
    expect(fresh.map((outcome) => outcome.message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    // A resend answers the seq of the message first stored under its client id.
    for (const outcome of stored.filter((outcome) => outcome.duplicate)) {
      const first = fresh.find((other) => other.message.id === outcome.message.id)!;
      expect(outcome.message.seq).toBe(first.message.seq);
    }
    expect(fresh.find((outcome) => outcome.message.is_customer)!.message.sender_name).toBe('Casey');
    // One chat-log line per stored message, stamped with the message's own timestamp.
    const log = await server.db.query<{ client_timestamp: string; message_type: string; agent: string }>(
      `SELECT client_timestamp, message_type, agent FROM bot_chat_log WHERE identity_key = $1`,
      [chat.customerKey],
    );
    expect(log).toHaveLength(20);
    expect(new Set(log.map((line) => line.client_timestamp))).toEqual(
      new Set(fresh.map((outcome) => outcome.message.timestamp)),
    );
    expect(log.every((line) => line.agent === 'Agnes')).toBe(true);
  });

  it("refuses a chat that is not open, another agent's chat and the other side's client id", async () => {
    const messages = messageRepository(server.db);
    const ended = await openChat('ended');
    expect(await messages.store({ customerKey: ended.customerKey }, text('x', true))).toEqual({
      refused: 'not-found',
    });
    expect(await messages.store({ chatId: ended.id, agentUserId: agentId }, text('y', false))).toEqual({
      refused: 'not-open',
    });
    const chat = await openChat();
    expect(await messages.store({ chatId: chat.id, agentUserId: agentId + 1 }, text('z', false))).toEqual({
      refused: 'not-found',
    });
    await messages.store({ customerKey: chat.customerKey }, text('same', true));
    expect(await messages.store({ chatId: chat.id, agentUserId: agentId }, text('same', false))).toEqual({
      refused: 'conflict',
    });
  });

  it("looks a resend up by its chat's key, so a message costs the same however many are stored", async () => {
    // Found with a plan that scanned the whole table for a resend's client id. A prepared statement keeps
    // the plan it was given while the table was small, so every message cost more as the product lived.
    // A young product's table: a hundred or so messages, its statistics fresh.
    const earlier = await openChat();
    await server.db.query(
      `INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message)
       SELECT $1, n, 'earlier-' || n, 'Casey', true, 'message ' || n FROM generate_series(1, 120) AS n`,
      [earlier.id],
    );
    await server.db.query('ANALYZE live_chat_messages');
    const chat = await openChat();
    const statements: { sql: string; params: unknown[] }[] = [];
    const recording: Queryable = {
      query: (sql, params = [], options) => {
        statements.push({ sql, params });
        return server.db.query(sql, params, options);
      },
    };
    for (const target of [{ customerKey: chat.customerKey }, { chatId: chat.id, agentUserId: agentId }]) {
      statements.length = 0;
      const outcome = await messageRepository(recording).store(
        target,
        text(randomUUID(), 'customerKey' in target),
      );
      expect(outcome).toMatchObject({ duplicate: false });
      const { sql, params } = statements[0]!;
      // The statement as a prepared one runs after its first runs: with a generic plan, made for any
      // parameters (and, on PGlite, kept for the process's life). Run once more, for a new client id.
      params[2] = randomUUID();
      const plan = await server.db.transaction(async (tx) => {
        await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
        await tx.query(`PREPARE store_plan AS ${sql}`);
        // EXECUTE's arguments are expressions, not bind parameters: the values as literals (node-postgres'
        // quoting, as db/database.ts uses on PGlite).
        const literal = (value: unknown) =>
          value === null
            ? 'NULL'
            : typeof value === 'boolean'
              ? String(value)
              : pg.escapeLiteral(String(value));
        const [explained] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE store_plan(${params.map(literal).join(', ')})`,
        );
        await tx.query('DEALLOCATE store_plan');
        return explained!['QUERY PLAN'][0].Plan;
      });
      // The tables it reads or writes, and no scan of the messages among the steps that ran: the table
      // that grows with every message. (The test's few chats fit one page, where a scan of live_chats is
      // the planner's right choice.)
      const ran = planNodes(plan).filter((node) => node['Relation Name'] && node['Actual Loops'] > 0);
      expect(new Set(ran.map((node) => node['Relation Name']))).toEqual(
        new Set(['live_chats', 'live_chat_messages', 'bot_chat_log']),
      );
      const scans = ran.filter((node) => node['Node Type'] === 'Seq Scan');
      expect(scans.filter((node) => node['Relation Name'] === 'live_chat_messages')).toEqual([]);
    }
  });
});
