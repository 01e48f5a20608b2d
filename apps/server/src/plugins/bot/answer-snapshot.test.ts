import { beforeAll, describe, expect, it } from 'vitest';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import { ask } from '../../../test/fakes/chat-widget';
import { guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

/**
 * Issue 13 moved the knowledge search from one SQL query per question into memory. The answers below were
 * recorded from the SQL search before the change (retrieval-answers.snap.json); every answer must stay
 * exactly what it was: the same passages, in the same order, in the same words.
 */

/** The widget's starter questions (packages/chat-widget/src/panel/starter-questions.ts). */
const STARTERS: [bot: 'crm' | 'ia', question: string][] = [
  ['crm', 'What does the Ohmstead Power Router do?'],
  ['crm', 'Which products do you offer for EV charging?'],
  ['crm', 'How can I contact Ohmstead Power?'],
  ['ia', 'What input voltage and current does the Power Router need?'],
  ['ia', 'How should the cabinet be grounded during installation?'],
  ['ia', 'How long should I wait before opening the cabinet for maintenance?'],
];

/** What visitors ask (the bench's questions), and words the tokenizer treats specially. */
const VISITOR_QUESTIONS = [
  'What is the Power Router?',
  'How many vehicles can charge at once?',
  'What does the Power Bridge do?',
  'Tell me about the Power Blade',
  'What is galvanic isolation?',
  'Can the power router keep my building running during an outage?',
  'How much can I save on utility bills?',
  'Where is your office located?',
  'What is your phone number?',
  'How can I apply for a job?',
  'Do you support vehicle-to-grid?',
  'How long does commissioning take?',
  'Can you recommend a pizza recipe?',
  'Who is the CEO?',
  "What's the Power-Router's efficiency?",
  'Is it UL 1741 and IEEE-1547 certified?',
  'Does it take 800 V DC or 480V AC input?',
  'V2G VPP demand-response',
  'e-mail sales@ohmstead.example please',
  'Is there a U.S. office?',
  'firmware v2.3.1 update steps',
  'Ça marche en Europe? Größe der Anlage',
  '100kW 350 kW fast chargers',
  "don't know how to install it",
  'ground-fault alarm E-420',
  'power power power power',
  'the a an of',
  'tell me please',
  'datacenter datacenters data centers AI racks',
  'microgrid islanding battery solar',
  'warranty years coverage exclusions',
  'toaster',
  'breaker sizing for 400A service and cable length 50 m',
  'How do I reset the unit after a fault?',
  'Building electrification heat pumps and lower energy costs',
  "What's the lead time and price?",
  'fleet depot charging trucks buses',
];

const QUESTIONS: [bot: 'crm' | 'ia', question: string][] = [
  ...STARTERS,
  ...VISITOR_QUESTIONS.flatMap((question): [bot: 'crm' | 'ia', question: string][] => [
    ['crm', question],
    ['ia', question],
  ]),
];

describe('bot answers stay what the SQL search answered', () => {
  const server = useTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '100000' });
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'ivan', password: 'snapshot-password', roles: ['Installer'] });
    token = await tokenFor(server.app, 'ivan', 'snapshot-password');
  });

  it('answers every question as recorded', async () => {
    const answers: Record<string, Pick<BotAnswer, 'message' | 'sources'>> = {};
    for (const [bot, question] of QUESTIONS) {
      const caller =
        bot === 'ia' ? { token, username: 'ivan' } : { session: guestSession('answer-snapshot') };
      const response = await ask(server.app, bot, question, caller);
      expect(response.statusCode).toBe(200);
      const body = response.json<BotAnswer>();
      answers[`${bot}: ${question}`] = { message: body.message, sources: body.sources };
    }
    await expect(JSON.stringify(answers, null, 2) + '\n').toMatchFileSnapshot(
      './__snapshots__/retrieval-answers.snap.json',
    );
  });
});
