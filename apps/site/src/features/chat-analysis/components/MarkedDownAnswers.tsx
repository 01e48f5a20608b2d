import type { ChatQuestions } from '@ohmstead/contracts/chat-analysis';
import { Link } from 'react-router-dom';
import type { DashboardRange } from '@/lib/dashboard-range';
import { formatDateTime } from '@/lib/date-time';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { FigureCard } from './FigureCard';

const t = chatAnalysisWords.questions;

/**
 * What customers thought of the answers (docs/decisions/0040-answer-feedback.md): the ratings of the
 * period and the latest answers marked not helpful, each with its question and a link to its transcript.
 */
export function MarkedDownAnswers({ questions, range }: { questions: ChatQuestions; range: DashboardRange }) {
  const { feedback, markedDown } = questions;
  return (
    <FigureCard
      title={t.markedDownTitle}
      intro={t.markedDownIntro(feedback.up, feedback.down)}
      none={t.noneMarkedDown}
      className="chat-analysis__table chat-analysis__table--answers"
      caption={t.markedDownCaption}
      headers={[t.question, t.answer, t.bot, t.answered, t.transcript]}
      rows={markedDown}
      rowKey={(row) => `${row.conversationId} ${row.answeredAt}`}
      cells={(row) => [
        row.question,
        row.answer,
        chatAnalysisWords.botShort[row.bot],
        <time dateTime={row.answeredAt}>{formatDateTime(row.answeredAt)}</time>,
        <Link
          to={analysisLink('transcript', {}, { conversation: row.conversationId })}
          state={{ back: analysisLink('dashboard', range) }}
          aria-label={t.openMarkedDown(formatDateTime(row.answeredAt))}
        >
          {t.transcript}
        </Link>,
      ]}
    />
  );
}
