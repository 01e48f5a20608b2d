import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { describe, expect, it } from 'vitest';
import { retrievalAnswer } from '../compose-answer';
import { loadBotKnowledge } from './bot-knowledge';
import { withTopic } from './follow-up';
import { buildKnowledgeBase } from './knowledge-base';
import { readQuestion } from './question';
import { searchKnowledge } from './search';

const knowledgeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../knowledge');
const knowledge = loadBotKnowledge(knowledgeDir);

/** The first section the bot would answer from, or 'declined'. */
function answerOf(bot: BotPath, question: string, previous?: string): string {
  const kb = knowledge[bot];
  const read = readQuestion(kb, question);
  let found = searchKnowledge(kb, read);
  if (previous && (read.followUp || found.length === 0)) {
    const completed = withTopic(read, readQuestion(kb, previous));
    if (completed) found = searchKnowledge(kb, completed);
  }
  return found[0]?.passage.section ?? 'declined';
}

describe('the retrieval reads questions as people type them', () => {
  it.each([
    ['plain', 'What does the Power Router do?'],
    ['a typo', 'What does the Power Ruoter do?'],
    ['a typo of a small word', 'What dose the Power Router do?'],
    ['greetings and thanks', 'Hi there! What does the Power Router do, please? Thanks a lot'],
    ['a stray word', 'What does the Power Router do? asap'],
    ['chat around it', 'Tell me about the Power Router please, I am curious'],
  ])('finds the Power Router section with %s', (_kind, question) => {
    expect(answerOf('crm', question)).toBe('Power Router');
  });

  it.each([
    ['two letters swapped', 'whats the galvnaic isolation', 'crm', 'Galvanic Isolation'],
    ['a missing letter', 'what is the ip ratng', 'ia', 'Enclosure and Environment'],
    ['an abbreviation', 'Do you support V2G?', 'crm', 'Grid Services: V2G, VPP and Demand Response'],
    ['a British spelling', 'How should the cabinet be earthed?', 'ia', 'Grounding and Earthing'],
    ['another word for it', 'Is the enclosure waterproof?', 'ia', 'Enclosure and Environment'],
    [
      '"turn off" for shut down',
      'Can I work on the unit right after turning it off?',
      'ia',
      'Safe Shutdown, Lockout and Discharge Time',
    ],
    [
      'a quantity its figures give in units',
      'What output voltages does the Blade give the servers?',
      'crm',
      'Power Blade',
    ],
    [
      'a word Porter stems twice',
      'What are the dimensions of the unit?',
      'ia',
      'Dimensions, Weight and Standards',
    ],
    [
      'the product the documents are about',
      'What altitude can the Power Router run at?',
      'ia',
      'Enclosure and Environment',
    ],
    ['a superlative', 'What is the longest charging cable allowed?', 'ia', 'EV Charger and DC Port Cabling'],
    ['a unit by its name', 'How much does it weigh in pounds?', 'ia', 'Dimensions, Weight and Standards'],
    [
      'the question’s own words before other words for them',
      'Which products do you offer for EV charging?',
      'crm',
      'Products for EV Charging',
    ],
    [
      'a synonym phrase by its words of substance only',
      "Who's the CEO of Ohmstead?",
      'crm',
      'Executive Team and Leadership',
    ],
    [
      '"call" as a word of substance',
      'What should I have ready when I call support?',
      'ia',
      'Contacting Technical Support',
    ],
    ['the section its heading names', 'How many cooling fans does it have?', 'ia', 'Air Filters and Cooling'],
    [
      'a failure in other words, not its verb alone ("won\'t turn on" is no "start")',
      "The unit won't turn on, what should I check?",
      'ia',
      'Unit Does Not Power Up',
    ],
    [
      'a phrase of the synonym table in another form of its words',
      "What's the sizes limit for each photo?",
      'ia',
      'Sending Photos of the Equipment',
    ],
    [
      'a real word the base lacks, a slip of one it has, weighed as that word',
      'When does the warranty star?',
      'ia',
      'Warranty Coverage',
    ],
    [
      'a negated verb by its own word where that is what the base says',
      "One vehicle won't start a charging session, what can I try?",
      'ia',
      'Charger Port Not Delivering Power',
    ],
  ] as const)('matches %s', (_kind, question, bot, section) => {
    expect(answerOf(bot, question)).toBe(section);
  });

  it.each([
    ['a typo in a compound', 'Is the hub ready for vehivle-to-grid?', 'vehicle-to-grid'],
    ['a typo in the first letter of an English word', 'Can the warranty be rxtended?', 'extended'],
    ['a four-letter word a letter short', 'How do I power up the uni?', 'unit'],
  ])('corrects %s', (_kind, question, corrected) => {
    expect(readQuestion(knowledge.crm, question).corrected.split(' ')).toContain(corrected);
  });

  it.each([
    ['crm', 'Can you recommend a pizza recipe?'],
    ['crm', 'How much power does my toaster use?'],
    ['crm', 'What is the capital of Australia?'],
    ['ia', 'How do I fix a leaking faucet?'],
    ['ia', 'How do I wire a three-way light switch at home?'],
    ['ia', 'What is the best padder for roof work?'],
    // A common word alone is no question, even where a heading has it ("Power Blade").
    ['crm', 'at what power each?'],
  ] as const)('declines what the knowledge base does not say: %s', (bot, question) => {
    expect(answerOf(bot, question)).toBe('declined');
  });

  it('completes a follow-up from the last question, and never answers another subject from it', () => {
    const previous = 'What input voltage does the Power Router need?';
    expect(answerOf('ia', 'and the current?', previous)).toBe('Electrical Ratings and Input Voltage');
    expect(answerOf('ia', 'and pizza?', previous)).toBe('declined');
  });
});

/** The widget's starter questions (packages/chat-widget/src/panel/starter-questions.ts). */
describe('the starter questions the widget offers', () => {
  it.each([
    ['crm', 'What does the Ohmstead Power Router do?', 'Power Router'],
    ['crm', 'Which products do you offer for EV charging?', 'Products for EV Charging'],
    ['crm', 'How can I contact Ohmstead Power?', 'Contact Details, Phone and E-mail'],
    [
      'ia',
      'What input voltage and current does the Power Router need?',
      'Electrical Ratings and Input Voltage',
    ],
    ['ia', 'How should the cabinet be grounded during installation?', 'Grounding and Earthing'],
    [
      'ia',
      'How long should I wait before opening the cabinet for maintenance?',
      'Maintenance and stored charge',
    ],
  ] as const)('%s: "%s" is answered from %s', (bot, question, section) => {
    expect(answerOf(bot, question)).toBe(section);
  });
});

describe('the sections read from the site’s pages', () => {
  it('answer only where no knowledge file covers as much of the question', () => {
    const other = (section: string, body: string) => ({
      document: 'Company',
      section,
      body,
      safetyGuidelines: false,
    });
    const fleet = { section: 'Fleet Charging', body: 'One hub charges up to 8 vans at once.' };
    const kb = buildKnowledgeBase([
      other('Warranty', 'Five years on parts and labour.'),
      other('Office', 'Our office is in Austin, Texas.'),
      other('Careers', 'We hire engineers and technicians.'),
      other('Ratings', 'The input is 400-480 VAC.'),
      other('Support', 'Call the support line any day.'),
      other('Training', 'Installers attend a two-day course.'),
      // The page first: equal words would go to the earlier section.
      { document: 'Home page', ...fleet, safetyGuidelines: false, fromPage: true },
      { document: 'Products', ...fleet, safetyGuidelines: false },
      {
        document: 'Home page',
        section: 'Gizmos',
        body: 'The Gizmo ships in blue.',
        safetyGuidelines: false,
        fromPage: true,
      },
    ]);
    const first = (question: string) => searchKnowledge(kb, readQuestion(kb, question))[0]?.passage.document;
    expect(first('How many vans does one hub charge at once?')).toBe('Products');
    expect(first('What colour does the Gizmo ship in?')).toBe('Home page');
    // Not even second: the page's section answers nothing a file's section covers as much of.
    const all = searchKnowledge(kb, readQuestion(kb, 'How many vans does one hub charge at once?'), 5);
    expect(all.map((found) => found.passage.document)).toEqual(['Products']);
  });
});

describe('ranking between sections that share the question’s words', () => {
  const section = (name: string, body: string) => ({
    document: 'Manual',
    section: name,
    body,
    safetyGuidelines: false,
  });
  const filler = [
    section('Warranty', 'Five years on parts and labour.'),
    section('Office', 'Our office is in Austin, Texas.'),
    section('Careers', 'We hire engineers and technicians.'),
    section('Training', 'Installers attend a two-day course.'),
  ];
  const first = (kb: ReturnType<typeof buildKnowledgeBase>, question: string) =>
    searchKnowledge(kb, readQuestion(kb, question))[0]?.passage.section;

  it('prefers the statement whose number counts what a "how many" question asks', () => {
    const kb = buildKnowledgeBase([
      ...filler,
      // A figure is there too, and more of the ports, but it counts metres.
      section('Port Cabling', 'Connect each dispenser to its DC port with a cable of 6 m at most.'),
      section('Outputs', 'Universal: four AC and four DC ports; DC version: six DC ports.'),
    ]);
    expect(first(kb, 'How many DC ports are there?')).toBe('Outputs');
  });

  it('prefers the section that says the question’s words side by side', () => {
    const kb = buildKnowledgeBase([
      ...filler,
      section(
        'Contacting Us',
        'Call support with the serial number. Stop by our office or work with a partner.',
      ),
      section(
        'General Safety',
        'Stop work and call support if the cabinet smells of burning, or is damaged.',
      ),
    ]);
    expect(first(kb, 'When should I stop work and call support?')).toBe('General Safety');
  });

  it('answers a question how to do something with the section written as numbered steps', () => {
    const kb = buildKnowledgeBase([
      ...filler,
      section(
        'Hazards and Lockout',
        'Lockout keeps the cabinet dead while you work. Every source can feed it.',
      ),
      section('Lockout', '1. Open the breaker.\n2. Lock it and tag it.\n3. Prove the cabinet dead.'),
    ]);
    expect(first(kb, 'What is the lockout procedure?')).toBe('Lockout');
  });

  it('quotes a sentence that points back with the sentence it points back at', () => {
    const kb = buildKnowledgeBase([
      ...filler,
      section(
        'Transformer',
        'An old transformer is a block of copper. Ours needs a fraction of the copper. The result is a lighter device.',
      ),
    ]);
    const [found] = searchKnowledge(kb, readQuestion(kb, 'Why is the transformer lighter?'));
    expect(found?.answer).toEqual(
      expect.arrayContaining(['Ours needs a fraction of the copper.', 'The result is a lighter device.']),
    );
  });

  it('reads an item of a list with the statement that introduces the list', () => {
    const kb = buildKnowledgeBase([
      ...filler,
      section(
        'Grounding',
        'Measure the ground resistance with a tester. Energise the unit only once the door is shut. Keep a record in the log.',
      ),
      section(
        'Checklist',
        'Before you energise the unit, confirm and record:\n- Ground resistance of 4 ohms or less.\n- Torque marks on every lug.',
      ),
    ]);
    expect(first(kb, 'What ground resistance do I record before I energise it?')).toBe('Checklist');
  });
});

describe('an answer that answers', () => {
  it('leads with the statement that holds the fact, then what else the section says, then the source', () => {
    const kb = knowledge.ia;
    const read = readQuestion(kb, 'What is the maximum input current?');
    const [found] = searchKnowledge(kb, read);
    const message = retrievalAnswer('ia', found!, read.wholeSection).message;
    const [first] = message.split('\n');
    expect(first).toContain('270 A');
    expect(message).toContain('also says:');
    expect(message).toMatch(/_Source: Specifications › Electrical Ratings and Input Voltage_/);
  });

  it('gives the whole section when the question asks how to do something', () => {
    const kb = knowledge.ia;
    const read = readQuestion(kb, 'How do I shut the unit down safely for maintenance?');
    const [found] = searchKnowledge(kb, read);
    expect(read.wholeSection).toBe(true);
    const message = retrievalAnswer('ia', found!, read.wholeSection).message;
    expect(message).toContain(found!.passage.body);
  });
});
