// The ways a question is typed in `pnpm bench:bot-quality`: as written, with one typo, wrapped in
// greetings and politeness, and with one stray word. Each variant is drawn from a PRNG seeded by the
// question and the variant's name, so a question's variants stay the same from run to run and do not move
// when other questions are added (BENCH_VARIANT_SEED draws others).

import { NEIGHBOUR_KEYS } from '../../apps/server/src/plugins/bot/retrieval/keyboard.ts';

export const VARIANTS = ['plain', 'typo', 'chatty', 'stray'];

/** Words that say how a question is asked, not what about: a typo goes into one of the others. */
const FUNCTION_WORDS = new Set(
  (
    'about above after again also been before being both could does doing down each from have having here many ' +
    'into just more most much once only other over same should some such than that their them then there ' +
    'these they this those through under until very were what when where which while whom will with would ' +
    'your yours please thanks'
  ).split(' '),
);

const CHATTY = [
  (q) => `Hi there! ${q.text} Thanks a lot`,
  (q) => `Hello, quick question: ${q.text}`,
  (q) => `Hey! ${q.text} Thanks in advance.`,
  (q) => `Good morning. ${q.text}`,
  (q) => `Sorry to bother you, ${q.lowered}`,
  (q) => `${q.bare}, please? Thanks a lot`,
  (q) => `Hi, I was wondering: ${q.lowered}`,
  (q) => `Hello! Could you help me? ${q.text}`,
  (q) => `${q.text} Cheers!`,
  (q) => `Hi team, ${q.lowered} Many thanks.`,
  (q) => `Good afternoon! ${q.text} Thank you so much`,
  (q) => `Hey there, ${q.lowered} thx`,
];
/** In the middle of a conversation nobody says hello again. */
const CHATTY_IN_CONVERSATION = [
  (q) => `ok, ${q.lowered}`,
  (q) => `Thanks! ${q.text}`,
  (q) => `great, ${q.lowered}`,
  (q) => `${q.bare}, please?`,
  (q) => `Perfect, thank you. ${q.text}`,
  (q) => `cool. ${q.lowered} thanks`,
];
const STRAY_WORDS = [
  'asap',
  'pls',
  'quickly',
  'urgent',
  'btw',
  'today',
  'exactly',
  'please',
  'thx',
  'hmm',
  'ok',
  'so',
  'plz',
  'again',
  'now',
];

/** mulberry32: a small, well-mixed 32-bit PRNG; returns floats in [0, 1). */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string: the seed of one question's variant. */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * BENCH_VARIANT_SEED=<n> draws other typos, wrappings and stray words for the same questions: other cases of
 * the same kinds, to see that a score does not hang on the draws recorded (unset: the recorded ones).
 */
const SEED = process.env.BENCH_VARIANT_SEED ?? '';

const randomFor = (question, variant) => {
  const next = mulberry32(hash(`${variant}\u0000${question}${SEED ? `\u0000${SEED}` : ''}`));
  return { next, pick: (list) => list[Math.floor(next() * list.length)] };
};

/** Words of at least four letters, with where they start; the function words only when nothing else is. */
export function typoCandidates(question) {
  const words = [...question.matchAll(/\p{L}+/gu)]
    .map((match) => ({ word: match[0], index: match.index }))
    .filter(({ word }) => word.length >= 4 && word !== word.toUpperCase());
  const content = words.filter(({ word }) => !FUNCTION_WORDS.has(word.toLowerCase()));
  return content.length > 0 ? content : words;
}

const sameCase = (original, replacement) =>
  original === original.toUpperCase() ? replacement.toUpperCase() : replacement;

/** One edit of `word`: a dropped, doubled, swapped-adjacent or neighbour-key-replaced letter. */
function misspell(word, random) {
  for (;;) {
    const kind = random.pick(['drop', 'double', 'swap', 'neighbour']);
    const i = Math.floor(random.next() * word.length);
    const letter = word[i];
    let typed;
    if (kind === 'drop') typed = word.slice(0, i) + word.slice(i + 1);
    else if (kind === 'double') typed = word.slice(0, i + 1) + word.slice(i);
    else if (kind === 'swap') {
      if (i === word.length - 1) continue;
      typed = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    } else {
      const neighbours = NEIGHBOUR_KEYS[letter.toLowerCase()];
      if (!neighbours) continue;
      typed = word.slice(0, i) + sameCase(letter, random.pick([...neighbours])) + word.slice(i + 1);
    }
    if (typed !== word) return typed;
  }
}

/** The question with its first letter lowered where a sentence start made it upper case. */
function lowerFirst(text) {
  const first = text.match(/^\S+/)?.[0] ?? '';
  const keep = /^I\b/.test(first) || /\p{Lu}/u.test(first.slice(1));
  return keep ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** The parts the templates are made of. */
function partsOf(question) {
  const text = question.trim();
  const bare = text.replace(/[?.!]+$/, '');
  return { text, bare, lowered: lowerFirst(text), ending: text.slice(bare.length) };
}

/**
 * The question as typed in one way. `inConversation`: a follow-up asked after another question, which is
 * wrapped as people go on talking, not as they start.
 */
export function variantOf(question, variant, { inConversation = false } = {}) {
  const random = randomFor(question, variant);
  const parts = partsOf(question);
  switch (variant) {
    case 'plain':
      return parts.text;
    case 'typo': {
      const candidates = typoCandidates(parts.text);
      if (candidates.length === 0) throw new Error(`no word of four letters to misspell in "${question}"`);
      const { word, index } = random.pick(candidates);
      return parts.text.slice(0, index) + misspell(word, random) + parts.text.slice(index + word.length);
    }
    case 'chatty':
      return random.pick(inConversation ? CHATTY_IN_CONVERSATION : CHATTY)(parts);
    case 'stray': {
      const word = random.pick(STRAY_WORDS);
      return random.next() < 0.5 ? `${word} ${parts.lowered}` : `${parts.bare} ${word}${parts.ending}`;
    }
    default:
      throw new Error(`unknown variant ${variant}`);
  }
}
