import { type AnswerRating, chatPanelMessages } from '@ohmstead/contracts/chat';
import { useState } from 'preact/hooks';
import type { ChatMessage } from '../state/chat-message';
import { Svg } from '../ui/icons';
import { usePanel } from '../ui/panel-context';

const CHOICES: [AnswerRating, string][] = [
  ['up', chatPanelMessages.feedbackHelpful],
  ['down', chatPanelMessages.feedbackNotHelpful],
];

/** A thumb up; turned over, a thumb down. */
const Thumb = ({ down }: { down: boolean }) => (
  <Svg size={16}>
    <path
      d="M7 11v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3l4-8a2.5 2.5 0 0 1 3 2.5V9h5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 17.7 21H7"
      transform={down ? 'rotate(180 12 12)' : undefined}
    />
  </Svg>
);

/**
 * Helpful / Not helpful under a bot answer (ours, docs/decisions/0040-answer-feedback.md): one choice,
 * which can be changed; the thanks is said once, when the server first stored a choice made here.
 */
export function AnswerFeedback({ message }: { message: ChatMessage }) {
  const { store } = usePanel();
  const [thanked, setThanked] = useState(false);
  const choose = async (rating: AnswerRating) => {
    if (message.rating !== rating && (await store.rateAnswer(message.id, rating))) setThanked(true);
  };
  return (
    <div class="cw-feedback" role="group" aria-label={chatPanelMessages.feedbackQuestion}>
      {CHOICES.map(([rating, label]) => (
        <button
          key={rating}
          type="button"
          class="cw-feedback-button"
          aria-label={label}
          title={label}
          aria-pressed={message.rating === rating}
          onClick={() => void choose(rating)}
        >
          <Thumb down={rating === 'down'} />
        </button>
      ))}
      <span class="cw-feedback-thanks" role="status">
        {thanked ? chatPanelMessages.feedbackThanks : ''}
      </span>
    </div>
  );
}
