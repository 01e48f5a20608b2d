import { americanSpelling, CHAT_FILLER, STOP_WORDS, wordsOf } from './words';

/**
 * Words a question may hold that are neither in the knowledge base nor chat: what the intents and the
 * question forms are written with. A misspelling is corrected towards them too.
 */
export const QUESTION_WORDS = new Set(
  (
    'agent human person representative operator someone somebody talk speak chat connect transfer live ' +
    'real support photo photos picture pictures image images pic pics upload send attach share submit ' +
    'screenshot screenshots equipment unit device damage step steps procedure process instructions ' +
    'checklist walk guide'
  ).split(' '),
);

/**
 * The words a question writes as names: a capital inside a sentence ("the Cary DMV"), or capitals after
 * the first letter ("iPhone", "MTBF"). One the base does not know names something else — a company, a
 * product, a place — and is what the question is about (docs/decisions/0041-bot-retrieval.md).
 */
export function namesIn(question: string): ReadonlySet<string> {
  const capitalised = question.match(/(?<=[\p{L}\p{N}'’)]\s+)\p{Lu}[\p{L}\p{N}]*/gu) ?? [];
  const innerCapitals = question.match(/\b[\p{L}\p{N}]+\p{Lu}[\p{L}\p{N}]*/gu) ?? [];
  return new Set([...capitalised, ...innerCapitals].map((word) => americanSpelling(wordsOf(word)[0] ?? '')));
}

/** Phrases of chat around a question, read past whole (their words alone would mean something). */
const CHAT_PHRASES =
  /\bend(s|ed)? up\b|\b(thanks|thank you|cheers) in advance\b|\bsorry to (bother|trouble) you\b|\b(quick|short|simple) question\b|\bi was (just )?wondering\b|\bjust wondering\b|\bif you (don't|do not) mind\b|\b(much|really) appreciated\b|\bhave a (nice|good|great) (day|one)\b|\bhope you('re| are) (well|doing well)\b/gi;

export const withoutChatPhrases = (question: string) => question.replace(CHAT_PHRASES, ' ');

/** The words without the greetings and thanks before and after them: where a question starts and ends. */
export function withoutChatAround(words: string[]): string[] {
  const chat = (word: string) => CHAT_FILLER.has(word) && !STOP_WORDS.has(word);
  let start = 0;
  let end = words.length;
  while (start < end && (chat(words[start]!) || words[start] === 'there' || words[start] === 'all')) start++;
  while (end > start && chat(words[end - 1]!)) end--;
  return words.slice(start, end);
}

/**
 * The forms of question that ask for a kind of fact, the words that ask it (read past as concepts: "how
 * long" asks a duration, it is not about length), and what gives it.
 */
export const ANSWER_FORMS: {
  form: RegExp;
  asking: string[];
  cue: { words: string; figure?: boolean; money?: boolean };
}[] = [
  {
    // A price: the knowledge base publishes none, so only a statement with an amount of money answers.
    form: /\bhow much (does|do|is|are|would|will|did)\b.*\b(cost|costs|charge|price|pay)\b|\bhow much is an?\b|\b(price|cost|costs) of\b|\bwhat does .* cost\b/,
    asking: ['cost', 'costs', 'price', 'pay', 'much'],
    cue: { words: '', money: true },
  },
  {
    form: /\bhow (often|frequently)\b|\b(that|so) often\b|\b(what|which) (interval|intervals|schedule)\b|\bhow many times\b/,
    asking: ['often', 'frequently', 'interval', 'intervals', 'times'],
    cue: {
      words: 'every month months year years week weeks day days schedule interval annually',
      figure: true,
    },
  },
  {
    // "Why that long?" after "how long…" asks the same kind of fact again.
    form: /\bhow long\b|\b(that|so) long\b|\bhow much time\b|\bwhen\b/,
    asking: ['long', 'time', 'when'],
    cue: { words: 'minutes hours days weeks months years time after before date wait', figure: true },
  },
  {
    form: /\bhow (many|much|far|big|large|heavy|high|hot|cold|fast|efficient|strong|wide|deep|tall)\b|\bwhat (size|rating|range|length|percentage)\b/,
    asking: ['many', 'much', 'far', 'big', 'large', 'high', 'size', 'range'],
    cue: { words: '', figure: true },
  },
  {
    // A limit: "the biggest conductor", "the maximum current" ask for a figure.
    form: /\b(biggest|largest|smallest|highest|lowest|heaviest|lightest|longest|shortest|thickest|thinnest|maximum|minimum|max|min)\b/,
    asking: [],
    cue: { words: 'maximum minimum most least', figure: true },
  },
  {
    // A comparison asks what sets a thing apart, which the base says against "conventional" equipment.
    form: /\b(different|differ|differs|difference) (from|to|than)\b|\bcompared? (to|with)\b|\bversus\b/,
    asking: ['different', 'differ', 'differs', 'difference', 'compare', 'compared', 'versus'],
    cue: { words: 'conventional unlike instead whereas' },
  },
  {
    form: /\bwhere\b/,
    asking: ['where'],
    cue: {
      words: 'located location address inside behind bottom top front side door page label portal header',
    },
  },
  {
    form: /\bwho\b/,
    asking: ['who'],
    cue: { words: 'ceo cto officer president founder advisor director team electrician technician engineer' },
  },
];

export const PROCEDURE =
  /\b(how (do|can|should|would|to|must|shall) (i|we|you|one)?\s*\w+|how to\b|steps?\b|procedure|process for|instructions|checklist|what (do|should|must|can) (i|we) (do|try|check)|what do i need to do|walk me through|in what order|sequence)/;
/** A request to be shown a subject rather than told a fact: "show me …", "give me an overview of …". */
export const SHOW_WHOLE =
  /^(show|list|describe|summari[sz]e|outline|give me (an? )?(overview|summary|rundown|list))\b|\b(tell|show) me (all|everything|more) about\b|\boverview of\b/;
export const FOLLOW_UP =
  /^(and|also|plus|what about|how about|and what|and how|what of|and the|and its?|same for)\b/;
/**
 * Words that point back at what was just said ("why that long?", "which one has AC ports?", "when do I
 * check them again?"): a short question with one of them continues the conversation.
 */
export const REFERS_BACK =
  /\b(it|its|them|they|their|that|those|these|this one|which one|each|either|both)\b/;
