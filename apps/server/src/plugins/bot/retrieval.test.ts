import { beforeAll, describe, expect, it } from 'vitest';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import { ask } from '../../../test/fakes/chat-widget';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { syncKnowledge } from './knowledge-index';

/** A question a visitor or installer asks, and the section that answers it. */
const QUESTIONS: [bot: 'crm' | 'ia', question: string, document: string, section: string][] = [
  // The widget's starter questions (packages/chat-widget/src/panel/starter-questions.ts).
  ['crm', 'What does the Ohmstead Power Router do?', 'Products', 'Power Router'],
  ['crm', 'Which products do you offer for EV charging?', 'Products', 'Products for EV Charging'],
  ['crm', 'How can I contact Ohmstead Power?', 'Contact', 'Contact Details, Phone and E-mail'],
  [
    'ia',
    'What input voltage and current does the Power Router need?',
    'Specifications',
    'Electrical Ratings and Input Voltage',
  ],
  ['ia', 'How should the cabinet be grounded during installation?', 'Installation', 'Grounding and Earthing'],
  [
    'ia',
    'How long should I wait before opening the cabinet for maintenance?',
    'Maintenance',
    'Safe Shutdown, Lockout and Discharge Time',
  ],
  ['crm', 'What is the Power Router?', 'Products', 'Power Router'],
  ['crm', 'What does the Power Bridge do?', 'Products', 'Power Bridge'],
  ['crm', 'Tell me about the Power Blade', 'Products', 'Power Blade'],
  // A table, an image and a link in one answer (e2e/widget/chat.spec.ts shows it).
  ['crm', 'Show me the two cabinets side by side', 'Products', 'The Two Cabinets Side by Side'],
  ['crm', 'How many vehicles can charge at once?', 'Vehicle Electrification', 'Dynamic Power Sharing'],
  [
    'crm',
    'Do you support vehicle-to-grid?',
    'Vehicle Electrification',
    'Grid Services: V2G, VPP and Demand Response',
  ],
  ['crm', 'What is galvanic isolation?', 'Technology', 'Galvanic Isolation'],
  [
    'crm',
    'Can the power router keep my building running during an outage?',
    'Building Electrification',
    'Backup Power During Outages',
  ],
  ['crm', 'How much can I save on utility bills?', 'Building Electrification', 'Lower Energy Costs'],
  ['crm', 'Who is the CEO?', 'Company', 'Executive Team and Leadership'],
  ['crm', 'Where is your office located?', 'Contact', 'Office Address and Location'],
  ['crm', 'What is your phone number?', 'Contact', 'Contact Details, Phone and E-mail'],
  ['crm', 'How can I apply for a job?', 'Contact', 'Careers and Jobs'],
  ['crm', 'How long does commissioning take?', 'Technology', 'Cloud Commissioning'],
  ['ia', 'What input voltage does the unit need?', 'Specifications', 'Electrical Ratings and Input Voltage'],
  ['ia', 'What breaker size do I need?', 'Installation', 'AC Input Wiring and Breaker Sizing'],
  [
    'ia',
    'How long should I wait after shutdown before opening the cabinet?',
    'Maintenance',
    'Safe Shutdown, Lockout and Discharge Time',
  ],
  ['ia', 'What is the IP rating of the enclosure?', 'Specifications', 'Enclosure and Environment'],
  ['ia', 'How long can the charging cable be?', 'Installation', 'EV Charger and DC Port Cabling'],
  ['ia', 'The unit shows a ground fault alarm', 'Troubleshooting', 'Ground Fault Alarm'],
  [
    'ia',
    'Where can I find the installation manual?',
    'Installation',
    'Before You Start and the Installation Manual',
  ],
  ['ia', 'How do I update the firmware?', 'Maintenance', 'Firmware Updates'],
  ['ia', 'What does error E-420 mean?', 'Troubleshooting', 'Error Codes'],
  ['ia', 'How do I commission the unit in the cloud portal?', 'Commissioning', 'Cloud Commissioning Steps'],
  ['ia', 'What does the warranty cover?', 'Warranty and Support', 'Warranty Coverage'],
];

describe('retrieval quality: the full-text index finds the section that answers', () => {
  const server = useTestServer({ BOT_RATE_LIMIT_PER_MINUTE: '1000' });
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'ivan', password: 'retrieval-password', roles: ['Installer'] });
    token = await tokenFor(server.app, 'ivan', 'retrieval-password');
  });

  it.each(QUESTIONS)('%s: "%s" → %s › %s', async (bot, question, document, section) => {
    const caller = bot === 'ia' ? { token, username: 'ivan' } : { session: guestSession('retrieval') };
    const body = (await ask(server.app, bot, question, caller)).json<BotAnswer>();
    expect(body.sources[0]).toEqual({ document, section });
    expect(body.message).toContain(`${document} › ${section}`);
  });

  it('indexes every section of both knowledge bases', async () => {
    const rows = await server.db.query<{ bot: string; n: string | number }>(
      'SELECT bot, count(*) AS n FROM bot_passages GROUP BY bot ORDER BY bot',
    );
    expect(rows.map((row) => [row.bot, Number(row.n) > 25])).toEqual([
      ['crm', true],
      ['ia', true],
    ]);
  });

  it('loads the markdown again only when it changed', async () => {
    const ids = async () =>
      (await server.db.query<{ id: number }>('SELECT id FROM bot_passages ORDER BY id')).map((row) => row.id);
    const before = await ids();
    await syncKnowledge(server.db, server.config.bot.knowledgeDir, server.app.log);
    expect(await ids()).toEqual(before);
    await server.db.query("UPDATE bot_knowledge_versions SET content_hash = 'stale' WHERE bot = 'ia'");
    await syncKnowledge(server.db, server.config.bot.knowledgeDir, server.app.log);
    const after = await ids();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);
    expect(await countRows(server.db, 'bot_knowledge_versions')).toBe(2);
  });
});
