import { stemmer } from 'stemmer';

/**
 * How the bots read words, the knowledge base's and the questions' alike
 * (docs/decisions/0041-bot-retrieval.md): lower case, no accents, one spelling where British and American
 * English differ, and a Porter stem for matching, so that "earthing", "energised" and "chargers" meet
 * "earth", "energize" and "charging".
 */

/** Words and numbers, with inner hyphens, dots and apostrophes kept: "vehicle-to-grid", "400-480", "1.5". */
const WORD = /[\p{L}\p{N}]+(?:[-.'’][\p{L}\p{N}]+)*/gu;

/** The words of a text as written, lower case, without accents. */
export function wordsOf(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return (plain.match(WORD) ?? []).map((word) => word.replace(/’/g, "'").replace(/'s$/, ''));
}

/** British spellings the knowledge base and people use, written the American way (and vice versa). */
const SPELLING_ENDINGS: [RegExp, string][] = [
  [/isation(s?)$/, 'ization$1'],
  [/ise(s|d)?$/, 'ize$1'],
  [/ising$/, 'izing'],
  [/yse(s|d)?$/, 'yze$1'],
  [/ysing$/, 'yzing'],
  [/our(s|ed|ing)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ogue(s)?$/, 'og$1'],
  [/ence$/, 'ense'],
];
/** Words the endings above would break: kept as they are. */
const SPELLING_KEPT = new Set(
  (
    'advise advised advises comprise comprises exercise exercises expertise franchise otherwise precise ' +
    'premise premises promise promised raise raised rise noise noises wise enterprise enterprises ' +
    'concise surprise surprised revise revised supervise supervised televise disguise merchandise ' +
    'hour hours four your yours our ours tour tours pour flour four centre metre litre theatre ' +
    'licence defence offence pretence science sciences silence sequence sequences reference references ' +
    'presence absence experience experiences difference differences conference occurrence evidence ' +
    'audience sentence sentences fence fences residence resilience confidence dependence independence ' +
    'interference compliance balance distance instance maintenance performance tolerance resistance ' +
    'catalogue dialogue analogue since once hence whence fence'
  ).split(' '),
);
/** Whole words whose two spellings no ending rule joins. */
const SPELLING_WORDS: Record<string, string> = {
  centre: 'center',
  centres: 'centers',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  licence: 'license',
  defence: 'defense',
  aluminium: 'aluminum',
  grey: 'gray',
  tyre: 'tire',
  tyres: 'tires',
  programme: 'program',
  programmes: 'programs',
  kerb: 'curb',
  storey: 'story',
  storeys: 'stories',
  modelling: 'modeling',
  labelled: 'labeled',
  labelling: 'labeling',
  travelling: 'traveling',
  cancelled: 'canceled',
  fuelling: 'fueling',
  signalling: 'signaling',
  enrol: 'enroll',
  enrolment: 'enrollment',
  catalogue: 'catalog',
  analogue: 'analog',
  dialogue: 'dialog',
};

/** One spelling of a word where British and American English differ. */
export function americanSpelling(word: string): string {
  const whole = SPELLING_WORDS[word];
  if (whole) return whole;
  if (word.length < 5 || SPELLING_KEPT.has(word) || /\d/.test(word)) return word;
  for (const [ending, replacement] of SPELLING_ENDINGS) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return word;
}

/** The form a word is matched in: its American spelling, stemmed (numbers and codes as they are). */
export function termOf(word: string): string {
  if (word.includes('_')) return word.split('_').map(termOf).join('_');
  if (/\d/.test(word)) return word;
  const spelled = americanSpelling(word);
  return spelled.includes('-') ? spelled : stemmer(spelled);
}

/**
 * Words that carry no subject in an English question or a knowledge-base sentence: articles, pronouns,
 * auxiliaries, prepositions, question words.
 */
export const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet of to in on at by for with from into onto over under about above below ' +
    'between through during before after up down out off than then as if when where which who whom whose ' +
    'what why how is are was were be been being am do does did doing done have has had having will would ' +
    "shall should can could may might must it its it's this that these those there here i me my mine we " +
    'us our ours you your yours he him his she her hers they them their theirs one ones some any all each ' +
    'every no not only own same such too very just also more most other another again further once both ' +
    'either neither whether because while until against per via s t re ll ve d m don doesn isn aren ' +
    "wasn weren won wouldn couldn shouldn can't don't doesn't isn't what's how's where's who's " +
    "i'm i'd i'll i've you're we're they're let's whats hows wheres whos whens im dont doesnt cant " +
    'isnt arent wont didnt ive youre theyre thats theres ' +
    "won't wouldn't couldn't shouldn't didn't hasn't haven't hadn't wasn't weren't aren't mustn't needn't " +
    'cannot wouldnt couldnt shouldnt hasnt havent hadnt wasnt werent mustnt ' +
    'behind beside besides near inside outside within without across along around beyond toward towards ' +
    'upon among amongst despite except'
  ).split(' '),
);

/**
 * Words of chat that say how a question is asked, not what it is about: greetings, thanks, politeness,
 * hurry, hedging. They are read past, never searched for, and never make a question look unanswered.
 */
export const CHAT_FILLER = new Set(
  (
    'hi hello hey hiya howdy greetings morning afternoon evening dear sir madam folks team guys there ' +
    'please pls plz kindly thanks thank thx ty cheers appreciate appreciated grateful regards ' +
    'asap urgent urgently quick quickly fast soon now today tonight right away immediately promptly ' +
    'btw fyi lol ok okay yes yeah yep sure well um uh hmm oh ah so anyway actually basically really ' +
    'honestly seriously literally exactly precisely simply just briefly short shortly quickly ' +
    'tell know want wanted wanting like love need needed wonder wondering curious interested ' +
    'question questions query ask asking asked help helping explain explaining describe info ' +
    'information details detail something anything thing things stuff bit lot lots much many little ' +
    'maybe perhaps possibly probably somehow anyone somebody someone anybody get got getting give ' +
    'show say said find look looking learn let mind wondered again still yet great awesome nice ' +
    'good cool perfect super hope hoping sorry apologies bother list overview summary rundown'
  ).split(' '),
);

/**
 * Verbs and nouns so general that they name no subject: "how much power does it use", "does it work".
 * Read past like chat filler, in questions and in the knowledge base.
 */
export const GENERAL_WORDS = new Set(
  (
    'use uses used using usage work works worked working make makes made making go goes going went come ' +
    'comes came take takes took taking put puts keep keeps kept run runs ran running see sees saw seen seeing ' +
    'happen happens happened way ways kind kinds type types sort lot part parts thing place places time ' +
    'times case cases able possible ok fine offer offers provide provides include includes including ' +
    'called name named mean means meant'
  ).split(' '),
);

/** Whether a word is read past: it says how something is asked or said, not what about. */
export const isReadPast = (word: string) =>
  STOP_WORDS.has(word) || CHAT_FILLER.has(word) || GENERAL_WORDS.has(word);

const PHRASAL_VERBS =
  /^(shut|shuts|shutting|turn|turns|turning|turned|switch|switches|switching|switched|power|powers|powering|powered)$/;
/** The particles a phrasal verb takes (withPhrasalVerbs). */
export const PARTICLES: ReadonlySet<string> = new Set(['down', 'off', 'on', 'up']);

/**
 * A verb and its particle as one word, wherever the object stands: "switch the unit off" reads as
 * "switch_off the unit", "shut it down" as "shut_down it" — so "turn off" matches what "switch off" says
 * and never merely "switch" or "power".
 */
export function withPhrasalVerbs(words: string[]): string[] {
  const out = [...words];
  for (let i = 0; i < out.length; i++) {
    if (!PHRASAL_VERBS.test(out[i]!)) continue;
    for (let j = i + 1; j <= Math.min(i + 3, out.length - 1); j++) {
      if (!PARTICLES.has(out[j]!)) continue;
      const [particle] = out.splice(j, 1);
      out[i] = `${out[i]}_${particle}`;
      break;
    }
  }
  return out;
}
