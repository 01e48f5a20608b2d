import { editDistance } from './retrieval/edit-distance';
import { SLIP, slipRank } from './retrieval/slips';

/** What a question asks for beyond knowledge: the outcomes the widget acts on (docs/product.md §3.4). */
export type Intent = 'live-agent' | 'image-upload' | 'greeting' | 'thanks';

/** Who a person asks for when they want a person. */
const PERSON =
  '(human|humans|person|people|agent|agents|representative|rep|someone|somebody|anyone|operator|engineer|technician|staff|customer service|support team|real one)';
const LIVE_AGENT = [
  /\b(live|real|human|actual)\s+(agent|person|support|representative|operator|chat|being|human)\b/,
  new RegExp(`\\b(talk|speak|chat|connect|transfer|put me through|reach)\\w*\\b.{0,30}\\b${PERSON}\\b`),
  new RegExp(
    `\\b(is there|are there|do you have|have you got)\\s+(a|an|any)?\\s*${PERSON}\\b.{0,30}\\b(talk|speak|chat)\\w*\\b`,
  ),
  new RegExp(`\\b(get|give|find)\\s+me\\s+(a|an|the|some|your)?\\s*(customer service\\s+)?${PERSON}\\b`),
  /\b(talk|speak|chat|connect|transfer)\w*\s+(me\s+)?(to|with)\s+(a|an|the|some|your)?\s*(human|person|agent|representative|rep|someone|somebody|operator|engineer|support team)\b/,
  /^(an? )?(agent|human|person|representative|rep|operator|live agent|customer service( rep| representative| agent)?)( please)?[.!?]*$/,
  /\b(i want|i need|i'd like|get me|give me|can i (get|have)|let me talk)\b.{0,20}\b(human|person|agent|representative|operator)\b/,
];
const IMAGE_UPLOAD = [
  /\b(send|upload|attach|share|submit|provide|show)\w*\b.{0,40}\b(photos?|pictures?|images?|pics?|snapshots?|screenshots?)\b/,
  /\b(photos?|pictures?|images?|pics?)\b.{0,30}\b(of|from)\s+(my|the|our|this)\b.{0,30}\b(equipment|unit|router|device|installation|cabinet|charger|system|damage)\b/,
];
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good\s+(morning|afternoon|evening|day)|yo)(\s+(there|bot|assistant|team|everyone|all))?[\s!.,:)]*$/;
const THANKS =
  /^(thanks|thank\s+you|thank\s+u|thx|many\s+thanks|cheers)(\s+(so|very)\s+much)?(\s+for\s+.{0,60})?[\s!.,:)]*$/;

/**
 * A question about pictures rather than an offer of them: "What file types can I attach?", "Is there a
 * picture of the cabinet?" — the knowledge base answers those, also after words before the question
 * ("so what file types…", "could you help me? is there a picture…").
 */
const ASKS_ABOUT_PICTURES = /\b(what|which|how (big|large|many|much)|is there|are there|where)\b/;

/** The verbs of asking for a person, which a slip may turn into another word ("a human I could cat with"). */
const TALK_VERBS = ['talk', 'speak', 'chat'];

/** A word a slip of the hand makes of a verb of asking for a person, as that verb. */
function talkVerbOf(word: string): string {
  if (word.length < 3 || TALK_VERBS.includes(word)) return word;
  const verb = TALK_VERBS.find((v) => editDistance(word, v, 1) <= 1 && slipRank(word, v) === SLIP);
  return verb ?? word;
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\p{L}+/gu, talkVerbOf);

/** Whether a message asks for a person, anywhere in it. */
export function asksForPerson(message: string): boolean {
  const text = normalised(message);
  return LIVE_AGENT.some((pattern) => pattern.test(text));
}

/** The intent of a question, or null when it is one for the knowledge base. */
export function detectIntent(question: string): Intent | null {
  const text = normalised(question);
  if (asksForPerson(text)) return 'live-agent';
  if (offersPictures(text)) return 'image-upload';
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text)) return 'thanks';
  return null;
}

/** Whether a message offers pictures: it speaks of sending them, and asks nothing about them before. */
function offersPictures(text: string): boolean {
  for (const pattern of IMAGE_UPLOAD) {
    const match = pattern.exec(text);
    if (match) return !ASKS_ABOUT_PICTURES.test(text.slice(0, match.index + match[0].length));
  }
  return false;
}
