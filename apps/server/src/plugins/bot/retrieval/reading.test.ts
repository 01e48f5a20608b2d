import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { describe, expect, it } from 'vitest';
import { addressWordsOf } from './addresses';
import { loadBotKnowledge } from './bot-knowledge';
import { relatedTerms } from './knowledge-base';
import { readQuestion } from './question';
import { searchKnowledge } from './search';

const knowledgeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../knowledge');
const knowledge = loadBotKnowledge(knowledgeDir);
const conceptsOf = (bot: BotPath, question: string) =>
  readQuestion(knowledge[bot], question).concepts.map((concept) => concept.text);
const sectionFor = (bot: BotPath, question: string) =>
  searchKnowledge(knowledge[bot], readQuestion(knowledge[bot], question))[0]?.passage.section ?? 'declined';

describe('how a question is read', () => {
  it('reads a preposition past: "behind", "near" say where, not what about', () => {
    expect(conceptsOf('crm', 'What is the vision behind the company?')).not.toContain('behind');
    expect(conceptsOf('ia', 'Is there a disconnect near the unit?')).not.toContain('near');
  });

  it('asks for a figure with a superlative or a limit', () => {
    for (const question of ['What is the biggest conductor the bar takes?', 'What is the maximum current?'])
      expect(readQuestion(knowledge.ia, question).cues.some((cue) => cue.figure)).toBe(true);
  });

  it('meets the other forms of a word, not the compounds it starts', () => {
    expect(relatedTerms(knowledge.crm, 'simpler')).toContain('simplifi');
    expect(relatedTerms(knowledge.crm, 'switch')).not.toContain('switchgear');
  });

  it('reads a comparison\'s "different from" as how it is asked, and "ordinary" as "conventional"', () => {
    const concepts = conceptsOf('crm', 'How is a battery different from an ordinary generator?');
    expect(concepts).not.toContain('different');
    expect(readQuestion(knowledge.crm, 'an ordinary transformer').concepts[0]?.alternatives.flat()).toContain(
      'convent',
    );
  });

  it('reads "ends up" past, and a phrase with its verb\'s particle moved as the synonym table writes it', () => {
    expect(conceptsOf('crm', 'Does the bill end up higher?')).not.toContain('end');
    expect(conceptsOf('ia', 'Is it safe to go on switching it on?')).toContain('switching on it');
  });

  it('reads "why so long?" as asking a duration again', () => {
    const read = readQuestion(knowledge.ia, 'why so long?');
    expect(read.concepts).toEqual([]);
    expect(read.cues.some((cue) => cue.figure)).toBe(true);
  });

  it('matches a synonym phrase by its own words only when the base has them all', () => {
    const [split] = readQuestion(knowledge.crm, 'split power').concepts;
    expect(split?.alternatives).not.toContainEqual(['power']);
    expect(split?.own).toEqual([]);
  });

  it('reads "a couple of" as the base\'s "a few"', () => {
    const [couple] = readQuestion(knowledge.crm, 'a couple of chargers').concepts;
    expect(couple?.alternatives.flat()).toContain('few');
  });
});

describe('a question typed with a slip', () => {
  it('is corrected from what was typed, not from its British-looking ending ("picutre")', () => {
    expect(readQuestion(knowledge.ia, 'Can I send you a picutre of the unit?').corrected).toContain(
      'picture',
    );
  });

  it('asks for a procedure when the corrected words do ("the lockout procdeure")', () => {
    expect(readQuestion(knowledge.ia, 'What is the lockout procdeure?').asksSteps).toBe(true);
  });

  it('weighs a word it cannot correct as the commonest word a slip explains ("abts": ants), not "acts"', () => {
    const [abts] = readQuestion(knowledge.crm, 'How do I get rid of abts in my kitchen?').unknown;
    const [ants] = readQuestion(knowledge.crm, 'How do I get rid of ants in my kitchen?').unknown;
    expect(abts?.weight).toBe(ants?.weight);
  });
});

describe('what a statement stands for', () => {
  it('gives an e-mail address and a phone number the words they are asked for with', () => {
    expect(addressWordsOf('Write to careers@ohmsteadpower.com.')).toContain('email');
    expect(addressWordsOf('Call +1 (919) 555-0142 today.')).toContain('phone');
    expect(addressWordsOf('Rated 400-480 V.')).toBe('');
  });

  it('answers whom to e-mail about a job from the statement that gives the address', () => {
    expect(sectionFor('crm', 'Which e-mail address takes questions about a job application?')).toBe(
      'Careers and Jobs',
    );
  });
});

describe('a "how many" question', () => {
  it('is answered by the statement whose number counts what it asks', () => {
    expect(sectionFor('ia', 'How many vehicles can charge at once?')).toBe('Ports and Charging Outputs');
  });
});

describe('a question for a picture', () => {
  it('is answered with the picture whose text names its subject', () => {
    const read = readQuestion(knowledge.crm, 'Do you have an image of the Universal cabinet?');
    const [found] = searchKnowledge(knowledge.crm, read);
    expect(found?.answer.join(' ')).toContain('power-router-universal.svg');
  });
});

describe('a section whose heading the question says', () => {
  it('ranks above one that mentions the same words more often', () => {
    expect(sectionFor('ia', 'What is the procedure for replacing the charging cable?')).toBe(
      'Replacing a Charging Cable',
    );
  });
});
