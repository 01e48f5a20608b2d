import { randomUUID } from 'node:crypto';
import type { ChatHandoffs } from '@ohmstead/contracts/chat-analysis';
import type { ExecutiveDashboard } from '@ohmstead/contracts/dashboards';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'analysis-password-1';

// Ratings and time to resolution beside the first response (docs/decisions/0049-satisfaction-and-transcript.md).
describe('chat analysis: satisfaction and time to resolution', () => {
  const server = useTestServer();
  let manager: string;

  /** An ended chat of agent `agent` (named `agentName` in it), requested `minutes` before its end, rated `score`. */
  async function ratedChat(agent: number, agentName: string, minutes: number, score?: number) {
    const id = randomUUID();
    await server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_user_id, agent_name,
                               requested_at, assigned_at, ended_at, end_reason)
       VALUES ($1, $2, 'Gwen', 'guest', 'CRM', 'ended', $3, $4, now() - make_interval(mins => $5),
               now() - make_interval(mins => $5), now(), 'agent')`,
      [id, `guest:${id}`, agent, agentName, minutes],
    );
    if (score !== undefined)
      await server.db.query('INSERT INTO live_chat_ratings (chat_id, score) VALUES ($1, $2)', [id, score]);
  }

  beforeAll(async () => {
    const { app, db } = server;
    await addUser(db, { userName: 'csat-manager', password: PASSWORD, roles: ['Manager'], quickHash: true });
    const ada = await addUser(db, { userName: 'ada', password: PASSWORD, roles: ['Admin'], quickHash: true });
    const bo = await addUser(db, { userName: 'bo', password: PASSWORD, roles: ['Vendor'], quickHash: true });
    manager = await tokenFor(app, 'csat-manager', PASSWORD);
    await ratedChat(ada.id, 'Ada T.', 4, 5);
    await ratedChat(ada.id, 'Ada T.', 6, 4);
    await ratedChat(bo.id, 'Bo V.', 10, 2);
    await ratedChat(bo.id, 'Bo V.', 20);
  });

  it('tells the ratings in all, per agent and per period, and the median time to resolution', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/ChatAnalysis/GetHandoffs',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(200);
    const { satisfaction, resolution } = response.json<ChatHandoffs>();
    expect(satisfaction.overall).toEqual({ ratings: 3, average: 3.67 });
    expect(satisfaction.perAgent).toEqual([
      { agentName: 'Ada T.', ratings: 2, average: 4.5 },
      { agentName: 'Bo V.', ratings: 1, average: 2 },
    ]);
    const periods = satisfaction.perPeriod.filter((point) => point.values.ratings! > 0);
    expect(periods.map((point) => point.values)).toEqual([{ ratings: 3, average: 3.67 }]);
    // 4, 6, 10 and 20 minutes: the median is 8.
    expect(resolution).toEqual({ chats: 4, medianSeconds: 480 });
  });

  it("gives the Executive Dashboard the range's average against the range before", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/Dashboards/GetExecutiveDashboard',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ExecutiveDashboard>().satisfaction).toEqual({
      value: { ratings: 3, average: 3.67 },
      previous: { ratings: 0, average: null },
    });
  });
});
