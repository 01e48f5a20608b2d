import { randomUUID } from 'node:crypto';
import type { Transcript } from '@ohmstead/contracts/chat-analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'analysis-password-1';

// Internal notes in the analysis transcript (docs/decisions/0046-internal-notes.md): staff read them in
// their place among the messages, told apart from what the customer was sent.
describe('chat analysis: internal notes in a live chat transcript', () => {
  const server = useTestServer();
  const chatId = randomUUID();
  let manager: string;

  beforeAll(async () => {
    const { app, db } = server;
    await addUser(db, { userName: 'notes-manager', password: PASSWORD, roles: ['Manager'], quickHash: true });
    manager = await tokenFor(app, 'notes-manager', PASSWORD);
    await db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_name,
                               requested_at, assigned_at, ended_at, end_reason)
       VALUES ($1, $2, 'Gwen', 'guest', 'CRM', 'ended', 'Ada T.', now() - interval '10 minutes',
               now() - interval '9 minutes', now() - interval '1 minute', 'agent')`,
      [chatId, `guest:${chatId}`],
    );
    await db.query(
      `INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message, created_at)
       VALUES ($1, 1, 'client-1', 'Gwen', true, 'My charger shows E42.', now() - interval '8 minutes'),
              ($1, 2, 'agent-1', 'Ada T.', false, 'Let me check that for you.', now() - interval '6 minutes')`,
      [chatId],
    );
    await db.query(
      `INSERT INTO live_chat_notes (chat_id, client_id, author_name, body, created_at)
       VALUES ($1, 'note-1', 'Ada T.', 'E42 is the plaza charger fault: offer a visit.', now() - interval '7 minutes')`,
      [chatId],
    );
  });

  it('shows each note with its author between the messages it was written between', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/ChatAnalysis/GetTranscript?liveChat=${chatId}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { turns } = response.json<Transcript>();
    expect(turns.map((turn) => turn.kind)).toEqual([
      'handoff-requested',
      'handoff-assigned',
      'live-customer',
      'agent-note',
      'live-agent',
      'handoff-ended',
    ]);
    expect(turns[3]).toMatchObject({
      who: 'Ada T.',
      text: 'E42 is the plaza charger fault: offer a visit.',
      sources: [],
      intent: null,
      unanswered: false,
      reason: null,
    });
  });
});
