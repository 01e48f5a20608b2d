import type { ChatQuestions } from '@ohmstead/contracts/chat-analysis';
import { AdminCard } from '@/components/admin/AdminPage';
import { FigureTable } from '@/components/admin/FigureTable';
import type { DashboardRange } from '@/lib/dashboard-range';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';
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
        <AdminCard title={t.title} intro={t.intro}>
          {questions.top.length === 0 ? (
            <p className="chat-analysis__empty">{t.none}</p>
          ) : (
            <FigureTable
              className="chat-analysis__table chat-analysis__table--questions"
              caption={t.caption}
              hideCaption
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
          )}
        </AdminCard>
        <AdminCard title={t.unansweredTitle} intro={t.unansweredIntro}>
          {questions.unanswered.length === 0 ? (
            <p className="chat-analysis__empty">{t.noneUnanswered}</p>
          ) : (
            <FigureTable
              className="chat-analysis__table chat-analysis__table--questions"
              caption={t.unansweredCaption}
              hideCaption
              headers={[t.question, t.unanswered]}
              rows={questions.unanswered}
              rowKey={(row) => row.question}
              cells={(row) => [
                row.question,
                <UnansweredLink question={row.question} count={row.count} range={range} />,
              ]}
            />
          )}
        </AdminCard>
      </div>
      <MarkedDownAnswers questions={questions} range={range} />
    </>
  );
}
