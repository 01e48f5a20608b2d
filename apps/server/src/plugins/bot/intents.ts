/** What a question asks for beyond knowledge: the outcomes the widget acts on (docs/product.md §3.4). */
export type Intent = 'live-agent' | 'image-upload' | 'greeting' | 'thanks';

const LIVE_AGENT = [
  /\b(live|real|human)\s+(agent|person|support|representative|operator|chat|being)\b/,
  /\b(talk|speak|chat|connect|transfer)\w*\s+(me\s+)?(to|with)\s+(a|an|the|some|your)?\s*(human|person|agent|representative|rep|someone|somebody|operator|engineer|support team)\b/,
  /^(an? )?(agent|human|person|representative|operator|live agent|customer service)( please)?[.!?]*$/,
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

/** The intent of a question, or null when it is one for the knowledge base. */
export function detectIntent(question: string): Intent | null {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  if (LIVE_AGENT.some((pattern) => pattern.test(text))) return 'live-agent';
  if (IMAGE_UPLOAD.some((pattern) => pattern.test(text))) return 'image-upload';
  if (GREETING.test(text)) return 'greeting';
  if (THANKS.test(text)) return 'thanks';
  return null;
}
