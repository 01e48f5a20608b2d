import { type BotAnswer, CHAT_PROOF_HEADER, chatServerMessages } from '@ohmstead/contracts/chat';
import { PROOF_REQUIRED_STATUS, proofMessages } from '@ohmstead/contracts/proof-of-work';
import { describe, expect, it } from 'vitest';
import { ask } from '../fakes/chat-widget';
import { useTestServer } from '../harness';

/**
 * The bot's per-session limit was once sidestepped by rotating the x-chat-session header (60 of 60
 * answered; only the per-address limit held). Sessions are now issued and signed by the server,
 * and past an address's free share each new one owes a proof of work.
 */
describe('the per-session answer limit cannot be sidestepped by making sessions up', () => {
  const server = useTestServer({
    BOT_RATE_LIMIT_PER_MINUTE: '3',
    BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '300',
    CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '5',
    ALTCHA_COST: '20',
  });

  it('answers a rotating client that pays nothing only as often as its address gets free sessions', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 60; n++) {
      const session = `rotated-session-${String(n).padStart(8, '0')}`;
      statuses.push((await ask(server.app, 'crm', 'hi', { session }, '203.0.113.80')).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === PROOF_REQUIRED_STATUS)).toHaveLength(55);
    const owed = await ask(server.app, 'crm', 'hi', { session: 'rotated-once-more-0000' }, '203.0.113.80');
    expect(owed.json()).toMatchObject({ responseStatusCode: 428, message: proofMessages.required });
  });

  it('takes no forged, foreign or reused proof', async () => {
    const address = '203.0.113.83';
    for (let n = 0; n < 5; n++) await ask(server.app, 'crm', 'hi', { session: `free-${n}` }, address);
    const withProof = (proof: string) =>
      server.app.inject({
        url: '/bot/crm/answer?question=hi&username=guest',
        remoteAddress: address,
        headers: { [CHAT_PROOF_HEADER]: proof },
      });
    for (const proof of ['', 'not base64 json', Buffer.from('{"challenge":{}}').toString('base64')])
      expect((await withProof(proof)).statusCode).toBe(PROOF_REQUIRED_STATUS);
  });

  it('holds a client that keeps its issued session to the per-session limit', async () => {
    const first = await server.app.inject({
      url: '/bot/crm/answer?question=hi&username=guest',
      remoteAddress: '203.0.113.81',
    });
    const session = first.json<BotAnswer>().chat_session!;
    const statuses = [first.statusCode];
    for (let n = 0; n < 4; n++)
      statuses.push((await ask(server.app, 'crm', 'hi', { session }, '203.0.113.81')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask(server.app, 'crm', 'hi', { session }, '203.0.113.81');
    expect(refused.json()).toEqual({ responseStatusCode: 429, message: chatServerMessages.rateLimited });
  });

  it('never takes a made-up session as the identity', async () => {
    const madeUp = 'chosen-by-the-client-0000000000000000000000';
    const answer = (
      await ask(server.app, 'crm', 'hi', { session: madeUp }, '203.0.113.82')
    ).json<BotAnswer>();
    expect(answer.chat_session).not.toBe(madeUp);
    const rows = await server.db.query(`SELECT 1 FROM bot_conversations WHERE identity_key = $1`, [
      `guest:${madeUp}`,
    ]);
    expect(rows).toEqual([]);
  });
});
