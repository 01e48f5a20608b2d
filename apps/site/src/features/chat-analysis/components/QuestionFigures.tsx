import type { ChatQuestions } from '@ohmstead/contracts/chat-analysis';
import type { DashboardRange } from '@/lib/dashboard-range';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';
import { FigureCard } from './FigureCard';
import { MarkedDownAnswers } from './MarkedDownAnswers';

const t = chatAnalysisWords.questions;

/** How often a question went unanswered, opening those conversations. */
function UnansweredLink({
  question,
  count,
  range,
}: {
  question: string;
  count: number;
  range: DashboardRange;
}) {
  return (
    <CountLink value={count} to={analysisLink('conversations', range, { question, unanswered: 'true' })} />
  );
}

/**
 * The most asked questions and those the bot most often could not answer, each opening its conversations,
 * then the answers customers marked not helpful.
 */
export function QuestionFigures({ questions, range }: { questions: ChatQuestions; range: DashboardRange }) {
  return (
    <>
      <div className="chat-analysis__columns">
        <FigureCard
          className="chat-analysis__table chat-analysis__table--questions"
          title={t.title}
          intro={t.intro}
          none={t.none}
          caption={t.caption}
          headers={[t.question, t.asked, t.unanswered]}
          rows={questions.top}
          rowKey={(row) => row.question}
          cells={(row) => [
            row.question,
            <CountLink
              value={row.count}
              to={analysisLink('conversations', range, { question: row.question })}
            />,
            <UnansweredLink question={row.question} count={row.unanswered} range={range} />,
          ]}
        />
        <FigureCard
          className="chat-analysis__table chat-analysis__table--questions"
          title={t.unansweredTitle}
          intro={t.unansweredIntro}
          none={t.noneUnanswered}
          caption={t.unansweredCaption}
          headers={[t.question, t.unanswered]}
          rows={questions.unanswered}
          rowKey={(row) => row.question}
          cells={(row) => [
            row.question,
            <UnansweredLink question={row.question} count={row.count} range={range} />,
          ]}
        />
      </div>
      <MarkedDownAnswers questions={questions} range={range} />
    </>
  );
}
