import { sessionMessages } from '@ohmstead/contracts/auth';
import {
  type BotAnswer,
  chatServerMessages,
  REPLY_INTENTS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@ohmstead/contracts/chat';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../../test/fakes/chat-widget';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { RETRIEVAL_MODEL } from './answer-question';

const PASSWORD = 'bot-test-password';
const GUEST = { session: guestSession('guest-1') };

describe('GET /bot/{crm|ia}/answer', () => {
  const server = useTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
  let token: string;
  let userId: number;
  beforeAll(async () => {
    userId = (await addUser(server.db, { userName: 'ines', password: PASSWORD, roles: ['Installer'] })).id;
    token = await tokenFor(server.app, 'ines', PASSWORD);
  });
  const ines = () => ({ token, username: 'ines' });
  const written = async () => {
    // Turns of earlier answers are written after those answers were sent (turn-writer.ts).
    await server.app.botTurns.flush();
    return {
      conversations: await countRows(server.db, 'bot_conversations'),
      messages: await countRows(server.db, 'bot_messages'),
      counters: await countRows(server.db, 'rate_counters'),
    };
  };

  it('answers a guest from the knowledge base, naming the source, and stores the turn', async () => {
    const response = await ask(server.app, 'crm', 'What is the Power Blade?', GUEST);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<BotAnswer>();
    expect(body.response_model).toBe(RETRIEVAL_MODEL);
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.sources[0]).toEqual({ document: 'Products', section: 'Power Blade' });
    const message = body.message as string;
    expect(message).toContain('800 V DC');
    expect(message.split('\n').at(-1)).toMatch(/^_Sources?: Products › Power Blade(;.*)?_$/);
    // The answer's HTML comes with it, rendered and sanitised here
    // (docs/decisions/0029-chat-replies-rendered-on-server.md).
    expect(body.html).toContain('<strong>Power Blade</strong>');
    expect(body.html).toMatch(/<em>Sources?: Products › Power Blade.*<\/em><\/p>\n$/);

    // The turn is written after the answer is sent (turn-writer.ts).
    await server.app.botTurns.flush();
    const rows = await server.db.query<{ role: string; content: string; response_model: string | null }>(
      `SELECT m.role, m.content, m.response_model FROM bot_messages m
       JOIN bot_conversations c ON c.id = m.conversation_id WHERE c.id = $1 ORDER BY m.id`,
      [body.session_id],
    );
    expect(rows).toEqual([
      { role: 'user', content: 'What is the Power Blade?', response_model: null },
      { role: 'bot', content: message, response_model: RETRIEVAL_MODEL },
    ]);
  });

  it('keeps one conversation per identity and bot', async () => {
    const first = (await ask(server.app, 'crm', 'What is galvanic isolation?', GUEST)).json<BotAnswer>();
    const again = (await ask(server.app, 'crm', 'Who is the CEO?', GUEST)).json<BotAnswer>();
    const other = (
      await ask(server.app, 'crm', 'Who is the CEO?', { session: guestSession('guest-2') })
    ).json<BotAnswer>();
    const user = (await ask(server.app, 'crm', 'Who is the CEO?', ines())).json<BotAnswer>();
    const installer = (
      await ask(server.app, 'ia', 'How do I update the firmware?', ines())
    ).json<BotAnswer>();
    expect(again.session_id).toBe(first.session_id);
    expect(new Set([first.session_id, other.session_id, user.session_id, installer.session_id]).size).toBe(4);
    const [conversation] = await server.db.query<{ user_id: number; identity_key: string }>(
      'SELECT user_id, identity_key FROM bot_conversations WHERE id = $1',
      [installer.session_id],
    );
    expect(conversation).toEqual({ user_id: userId, identity_key: `user:${userId}` });
  });

  it('issues a signed session to a guest who has none or made one up, and keeps a valid one', async () => {
    const first = (
      await server.app.inject({ url: '/bot/crm/answer?question=hi&username=guest' })
    ).json<BotAnswer>();
    expect(first.chat_session).toMatch(/^[A-Za-z0-9_-]{44}$/);
    const madeUp = (
      await ask(server.app, 'crm', 'hi', { session: 'made-up-session-0000001' })
    ).json<BotAnswer>();
    expect(madeUp.chat_session).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(madeUp.chat_session).not.toBe(first.chat_session);
    // The issued session is the guest from then on: the same conversation, nothing issued again.
    const again = (
      await ask(server.app, 'crm', 'hi again', { session: first.chat_session! })
    ).json<BotAnswer>();
    expect(again.chat_session).toBeUndefined();
    expect(again.session_id).toBe(first.session_id);
    expect((await ask(server.app, 'crm', 'hi', GUEST)).json<BotAnswer>().chat_session).toBeUndefined();
  });

  it('trims the question and accepts the user name in another letter case', async () => {
    const response = await ask(server.app, 'ia', '   What is the warranty?  ', { token, username: 'INES' });
    expect(response.statusCode).toBe(200);
    expect(response.json<BotAnswer>().sources[0]?.section).toBe('Warranty Coverage');
  });

  it('answers a follow-up from the section of the question it continues', async () => {
    const caller = { session: guestSession('follow-up') };
    const first = (
      await ask(server.app, 'crm', 'How many vehicles can one Power Router charge at once?', caller)
    ).json<BotAnswer>();
    expect(first.message).toContain('8 vehicles');
    const next = (await ask(server.app, 'crm', 'and at what power each?', caller)).json<BotAnswer>();
    expect(next.sources[0]).toEqual(first.sources[0]);
    expect(next.message).toContain('24 kW');
    // Another conversation has no topic to continue: the same words alone are not this answer.
    const alone = (
      await ask(server.app, 'crm', 'and at what power each?', { session: guestSession('no-topic') })
    ).json<BotAnswer>();
    expect(alone.sources[0]).not.toEqual(first.sources[0]);
  });

  it.each([
    // A short question that points back continues; its words still lead.
    [
      'crm',
      'What versions of the Power Router are there?',
      'which one has AC ports?',
      'DC and Universal Versions',
    ],
    // Another subject named as the one before was: the same asked of it.
    ['crm', 'What does the Power Bridge do?', 'and the Blade?', 'Power Blade'],
    // "it" in a question of its own: the subject asked, not the one before.
    [
      'ia',
      'How long is the charging cable allowed to be?',
      'How much does it weigh?',
      'Dimensions, Weight and Standards',
    ],
    ['ia', 'What is the warranty?', 'What IP rating does it have?', 'Enclosure and Environment'],
  ] as const)('%s: after "%s", "%s" is answered from %s', async (bot, first, next, section) => {
    const caller = bot === 'crm' ? { session: guestSession(`topic-${next}`) } : ines();
    if (bot === 'ia')
      await server.app.inject({
        method: 'POST',
        url: '/bot/ia/delete_history?username=ines',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await ask(server.app, bot, first, caller)).statusCode).toBe(200);
    const answer = (await ask(server.app, bot, next, caller)).json<BotAnswer>();
    expect(answer.sources[0]?.section).toBe(section);
  });

  it('continues no topic once the conversation is deleted', async () => {
    const caller = { session: guestSession('deleted-topic') };
    const first = (
      await ask(server.app, 'crm', 'How many vehicles can one Power Router charge at once?', caller)
    ).json<BotAnswer>();
    expect(first.message).toContain('8 vehicles');
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/delete_history?username=guest',
      headers: { 'x-chat-session': caller.session },
    });
    expect(deleted.statusCode).toBe(200);
    const next = (await ask(server.app, 'crm', 'and at what power each?', caller)).json<BotAnswer>();
    expect(next.sources[0]).not.toEqual(first.sources[0]);
  });

  describe('intents are real outcomes', () => {
    it.each([
      'Can I talk to a human?',
      'I want to speak with a live agent',
      'Connect me to a representative please',
      'get me a customer service rep',
      'agent',
    ])('"%s" → Connect live agent', async (question) => {
      const body = (await ask(server.app, 'crm', question, GUEST)).json<BotAnswer>();
      expect(body.message).toBe(REPLY_INTENTS.connectLiveAgent);
      expect(body.sources).toEqual([]);
    });

    it.each([
      'Can I send you photos of my equipment?',
      'I would like to upload images of the damaged unit',
      'How do I attach pictures of the installation?',
    ])('"%s" → Image Upload Request', async (question) => {
      const body = (await ask(server.app, 'ia', question, ines())).json<BotAnswer>();
      expect(body.message).toBe(REPLY_INTENTS.imageUploadRequest);
    });

    it('greets a greeting, in CRM as the AI Assistant and in IA without safety guidelines', async () => {
      const crm = (await ask(server.app, 'crm', 'Hello!', GUEST)).json<BotAnswer>();
      expect(crm.message).toMatch(/^Hello! I'm the Ohmstead Power AI Assistant\./);
      expect(crm.message).not.toContain(REPLY_INTENTS.noSafetyGuidelines);
      const ia = (await ask(server.app, 'ia', 'good morning', ines())).json<BotAnswer>();
      expect(ia.message).toMatch(/^Hello! I'm the Ohmstead Power Installation Assistant\./);
      expect((ia.message as string).split('\n').at(-1)).toBe(REPLY_INTENTS.noSafetyGuidelines);
      // The chat never shows the marker line: the HTML leaves it out.
      expect(ia.html).toMatch(/^<p>Hello! I'm the Ohmstead Power Installation Assistant\..*<\/p>\n$/);
      expect(ia.html).not.toContain(REPLY_INTENTS.noSafetyGuidelines);
    });

    it('does not mistake a question about people for a request for an agent', async () => {
      const body = (await ask(server.app, 'crm', 'Who is on the executive team?', GUEST)).json<BotAnswer>();
      expect(body.message).not.toBe(REPLY_INTENTS.connectLiveAgent);
      expect(body.sources[0]?.section).toBe('Executive Team and Leadership');
    });
  });

  describe('safety guidelines in the Installation Assistant', () => {
    it('ends an answer from pure information with No Safety Guidelines Required', async () => {
      const body = (
        await ask(server.app, 'ia', 'What input voltage does the unit need?', ines())
      ).json<BotAnswer>();
      const lines = (body.message as string).split('\n');
      expect(lines.at(-1)).toBe(REPLY_INTENTS.noSafetyGuidelines);
      expect(lines.at(-3)).toBe('_Source: Specifications › Electrical Ratings and Input Voltage_');
      expect(body.message).toContain('400-480 VAC');
      expect(body.message).toContain('270 A');
      expect(body.message).toContain('200 kVA');
    });

    it('leaves the line off an answer about work on the equipment', async () => {
      const body = (
        await ask(server.app, 'ia', 'How long should I wait after shutdown?', ines())
      ).json<BotAnswer>();
      expect(body.message).toContain('40-45 minutes');
      expect(body.message).not.toContain(REPLY_INTENTS.noSafetyGuidelines);
      expect((body.message as string).split('\n').at(-1)).toMatch(/^_Sources?: Maintenance › Safe Shutdown/);
    });
  });

  it.each([
    ['crm', 'Can you recommend a pizza recipe?'],
    ['crm', 'How much power does my toaster use?'],
    ['ia', 'Who won the football game last night?'],
  ])(
    'answers honestly when the notes have nothing (%s: %s), with the support line',
    async (bot, question) => {
      const body = (await ask(server.app, bot, question, bot === 'ia' ? ines() : GUEST)).json<BotAnswer>();
      expect(body.message).toMatch(/^I'm sorry, I don't have that in my notes\./);
      expect(body.message).toContain(SUPPORT_PHONE);
      expect(body.message).toContain(SUPPORT_EMAIL);
      expect(body.sources).toEqual([]);
    },
  );

  describe('refuses bad calls with a reason and writes nothing', () => {
    // A guest's call with the query as written, for queries ask() cannot spell.
    const askWithQuery = (query: string) =>
      server.app.inject({ url: `/bot/crm/answer?${query}`, headers: { 'x-chat-session': GUEST.session } });
    const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
      [
        'a missing question',
        () => askWithQuery('username=guest'),
        400,
        'Invalid query: question is required',
      ],
      [
        'a blank question',
        () => ask(server.app, 'crm', '   ', GUEST),
        400,
        'Invalid query: question is required',
      ],
      [
        'a question over 2000 characters',
        () => ask(server.app, 'crm', 'x'.repeat(2001), GUEST),
        400,
        'Invalid query: question cannot exceed 2000 characters',
      ],
      [
        'a question sent twice (an array)',
        () => askWithQuery('question=a&question=b&username=guest'),
        400,
        'Invalid query: question must be one text',
      ],
      ['a missing user name', () => askWithQuery('question=hi'), 400, 'Invalid query: username is required'],
      [
        'an unknown query field',
        () => askWithQuery('question=hi&username=guest&bot=1'),
        400,
        'Invalid query: Unexpected field(s): bot',
      ],
      [
        'an unknown bot',
        () => ask(server.app, 'sales', 'hi', GUEST),
        404,
        'Unknown bot: the bot must be crm or ia',
      ],
      [
        'a user name without a token',
        () => ask(server.app, 'crm', 'hi', { session: GUEST.session, username: 'ines' }),
        401,
        sessionMessages.signInRequired,
      ],
      [
        'a token for another user name',
        () => ask(server.app, 'crm', 'hi', { token, username: 'someone-else' }),
        403,
        chatServerMessages.userNameMismatch,
      ],
      [
        'a token with the guest user name',
        () => ask(server.app, 'crm', 'hi', { token, username: 'guest' }),
        403,
        chatServerMessages.userNameMismatch,
      ],
      [
        'a forged token',
        () => ask(server.app, 'crm', 'hi', { token: 'not.a.token', username: 'ines' }),
        401,
        sessionMessages.signInRequired,
      ],
      [
        'the Installation Assistant for a guest',
        () => ask(server.app, 'ia', 'What is the input voltage?', GUEST),
        401,
        chatServerMessages.signInForInstallation,
      ],
    ];
    it.each(cases)('%s', async (_case, send, status, message) => {
      const before = await written();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ responseStatusCode: status, message });
      expect(await written()).toEqual(before);
    });
  });
});

describe('the answer call is rate-limited in the database', () => {
  const server = useTestServer({
    BOT_RATE_LIMIT_PER_MINUTE: '3',
    BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5',
  });

  it('answers 429 with the chat message once an identity used its minute, other identities go on', async () => {
    const session = { session: guestSession('limited-1') };
    for (let i = 0; i < 3; i++)
      expect((await ask(server.app, 'crm', 'hi', session, '203.0.113.1')).statusCode).toBe(200);
    const limited = await ask(server.app, 'crm', 'hi', session, '203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ responseStatusCode: 429, message: chatServerMessages.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same visitor from another address is still the same identity.
    expect((await ask(server.app, 'crm', 'hi', session, '203.0.113.2')).statusCode).toBe(429);
    expect(
      (await ask(server.app, 'crm', 'hi', { session: guestSession('limited-2') }, '203.0.113.3')).statusCode,
    ).toBe(200);
  });

  it('limits an address however many session ids it makes up', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await ask(server.app, 'crm', 'hi', { session: `rotating-session-${100 + i}` }, '198.51.100.9'))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('charges nothing for the other calls', async () => {
    const session = { session: guestSession('other-calls') };
    for (let i = 0; i < 5; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/bot/crm/delete_history?username=guest',
        headers: { 'x-chat-session': session.session },
        remoteAddress: '192.0.2.50',
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await ask(server.app, 'crm', 'hi', session, '192.0.2.50')).statusCode).toBe(200);
  });
});
