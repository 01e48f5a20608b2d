import type { Concept, ReadQuestion } from './question';

/** The last question's concepts weigh this share of their own in a follow-up: the new words lead. */
const TOPIC_WEIGHT = 0.5;

/**
 * A follow-up completed by the conversation's topic: "and the current?" after "What input voltage does it
 * need?" is searched as the current, the input and the voltage, the new words weighing most. Nothing when
 * the follow-up names nothing the knowledge base knows but words it does not ("and pizza?"): the topic
 * must never answer a question about something else.
 */
export function withTopic(question: ReadQuestion, previous: ReadQuestion): ReadQuestion | undefined {
  if (question.concepts.length === 0 && question.unknown.length > 0) return undefined;
  if (previous.concepts.length === 0) return undefined;
  const own = new Set(question.concepts.flatMap((concept) => concept.alternatives.flat()));
  // A concept of the last question the new one repeats is not added twice: one whose every term it has.
  const topic: Concept[] = previous.concepts
    .filter((concept) => !concept.alternatives.some((terms) => terms.every((term) => own.has(term))))
    .map((concept) => ({ ...concept, weight: concept.weight * TOPIC_WEIGHT }));
  return { ...question, concepts: [...question.concepts, ...topic], unknown: question.unknown };
}
