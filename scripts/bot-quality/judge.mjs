// How `pnpm bench:bot-quality` judges one answer of the bot (GET /bot/:bot/answer): by what the HTTP API
// returns only, so that it judges any retrieval behind it the same way.

/** The answer the bot gives when its notes hold nothing (apps/server/src/plugins/bot/compose-answer.ts). */
export const NO_MATCH_MESSAGE =
  "I'm sorry, I don't have that in my notes. Our team will be glad to help: call +1 (919) 555-0142 or " +
  'e-mail info@ohmsteadpower.com.';
/** The line that ends Installation Assistant answers needing no safety guidelines (docs/product.md §3.4). */
const NO_GUIDELINES_LINE = 'No Safety Guidelines Required';
const INTENTS = ['Connect live agent', 'Image Upload Request'];

/** Lower case, bold markers dropped, every run of white space one space: how strings are compared. */
export function normalise(text) {
  return text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

const sourceName = (source) => (source ? `${source.document} › ${source.section}` : 'none');

/** What kind of answer it is: a decline, an intent, or an answer from the knowledge base. */
function outcomeOf(answer) {
  const text = normalise(answer.message.replace(NO_GUIDELINES_LINE, ''));
  if (answer.sources.length === 0 && text === normalise(NO_MATCH_MESSAGE)) return { kind: 'declined' };
  const intent = INTENTS.find((name) => text === normalise(name));
  if (intent) return { kind: 'intent', intent };
  return { kind: 'answered' };
}

/**
 * The verdict on `answer` for `item` (questions.mjs): `correct`, and `got`, a short account of the answer
 * for the list of failures. A knowledge question is answered correctly when the first source is one of its
 * sections and the message holds every string of the fact.
 */
export function judge(item, answer) {
  const outcome = outcomeOf(answer);
  const got =
    outcome.kind === 'declined'
      ? 'declined'
      : outcome.kind === 'intent'
        ? `intent ${outcome.intent}`
        : sourceName(answer.sources[0]);
  const declined = outcome.kind === 'declined';
  if (item.decline) return { correct: declined, declined, got };
  if (item.intent) return { correct: outcome.intent === item.intent, declined, got };
  const first = answer.sources[0];
  const rightSource =
    outcome.kind === 'answered' &&
    first !== undefined &&
    item.sources.some((s) => s.document === first.document && s.section === first.section);
  const message = normalise(answer.message);
  const missing = item.mustContain.filter((fact) => !message.includes(normalise(fact)));
  const correct = rightSource && missing.length === 0;
  return {
    correct,
    declined,
    got: rightSource && missing.length > 0 ? `${got}, without "${missing.join('", "')}"` : got,
  };
}

/** What an item expects, for the list of failures. */
export function expectedOf(item) {
  if (item.decline) return 'decline';
  if (item.intent) return `intent ${item.intent}`;
  return `${item.sources.map(sourceName).join(' or ')} with "${item.mustContain.join('", "')}"`;
}
