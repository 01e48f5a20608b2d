import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { describe, expect, it } from 'vitest';
import { loadBotKnowledge } from './bot-knowledge';
import { correctSpelling } from './spelling';

const knowledgeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../knowledge');
const knowledge = loadBotKnowledge(knowledgeDir);
const corrected = (bot: BotPath, word: string) =>
  correctSpelling(knowledge[bot], [word], new Set()).join(' ');

describe('a misspelling is corrected to the word a slip of the hand explains', () => {
  it.each([
    ['its first letter left out', 'teel', 'steel'],
    ['a letter left out, not one added', 'yeary', 'yearly'],
    ['a four-letter word a letter short, not a small word with one added', 'ift', 'lift'],
    ['a four-letter word a letter short', 'uit', 'unit'],
    ['a form the base does not use, in the spelling questions are read in', 'energisinv', 'energizing'],
    ['a word of the base or a question, not a form made of it', 'carss', 'cars'],
  ] as const)('%s: "%s" is "%s"', (_kind, typed, meant) => {
    expect(corrected('ia', typed)).toBe(meant);
  });

  it('takes an English word one letter away over a word of the base two letters away', () => {
    expect(corrected('crm', 'kitchhen')).toBe('kitchen');
  });

  it('keeps a small word typed with a letter wrong for the small word', () => {
    expect(corrected('ia', 'teh')).toBe('the');
  });

  it('changes a first letter only where a key beside it explains it', () => {
    expect(corrected('crm', 'rxtended')).not.toBe('rateded');
    expect(corrected('crm', 'putying')).not.toBe('dutying');
  });

  it('leaves a form of a word of the base as it is', () => {
    expect(corrected('ia', 'energizing')).toBe('energizing');
  });

  it('changes the first key of a four-letter word where a key beside it explains it', () => {
    expect(corrected('crm', 'yrid')).toBe('grid');
    expect(corrected('ia', 'oist')).toBe('list');
  });
});

// docs/decisions/0041-bot-retrieval.md: a typo is read as the word a slip of the hand explains, even one the
// base lacks; where several explain it, it stays unknown rather than becoming a word it likely was not.
describe('a misspelling of a word the base does not use', () => {
  it.each([
    ['not the small word a letter away by no slip', 'whel', 'wheel'],
    ['not the small word a letter away by no slip', 'waus', 'ways'],
    ['a letter doubled, not left out', 'employeea', 'employees'],
    ['four letters, one key beside the one meant', 'cpst', 'cost'],
  ] as const)('%s: "%s" is "%s"', (_kind, typed, meant) => {
    expect(corrected('ia', typed)).toBe(meant);
  });

  it('stays as typed where several words explain it ("rakn": rain or rank)', () => {
    expect(corrected('crm', 'rakn')).toBe('rakn');
    expect(corrected('ia', 'itme')).toBe('itme');
  });
});

// docs/decisions/0041-bot-retrieval.md: of the base's words a slip explains, the one it writes beside a
// neighbouring word of the question.
describe('a misspelling read by its neighbours', () => {
  const read = (bot: BotPath, question: string) =>
    correctSpelling(knowledge[bot], question.split(' '), new Set()).join(' ');

  it.each([
    ['front, not from', 'ia', 'how much space in fron of the doors', 'how much space in front of the doors'],
    ['ports, not parts', 'ia', 'how many dc prts', 'how many dc ports'],
    [
      'a verb before its particle, the first letter left out',
      'ia',
      'how do i ower up the unit',
      'how do i power up the unit',
    ],
    ['a real word the base lacks, a slip of one it has', 'ia', 'the steep frame', 'the steel frame'],
    [
      'a real word the base lacks, a first letter left out',
      'crm',
      'what does the ohmstead power outer do',
      'what does the ohmstead power router do',
    ],
    [
      'a word only the synonym table has, that makes a phrase of it with the next',
      'crm',
      'how does the router plit power',
      'how does the router split power',
    ],
    [
      'a word only the synonym table has, that makes a phrase of it with the one before',
      'crm',
      'can power flow both wags through a port',
      'can power flow both ways through a port',
    ],
  ] as const)('%s', (_kind, bot, typed, meant) => {
    expect(read(bot, typed)).toBe(meant);
  });

  it('reads a name by its neighbours into a word that starts as it does: "Power Routr" is the router', () => {
    const words = ['who', 'may', 'install', 'the', 'power', 'routr'];
    expect(correctSpelling(knowledge.ia, words, new Set(['routr'])).at(-1)).toBe('router');
  });

  it('leaves a word no neighbour explains to the other readings', () => {
    // "chage": change or charge, and the base writes neither beside "oil".
    expect(read('ia', 'how do i chage the oil')).not.toContain('change');
    // A real word is read as another only where a slip explains it: "quite" stays.
    expect(read('crm', 'how do i get a quite for my site')).toContain('quite');
  });
});

describe('British spellings are English words', () => {
  it('reads "collurs" as "colours", not "collars"', () => {
    expect(correctSpelling(knowledge.ia, ['led', 'collurs'], new Set()).join(' ')).toBe('led colours');
  });
});
