import type { ChatQuestions } from '@ohmstead/contracts/chat-analysis';
import { AdminCard } from '@/components/admin/AdminPage';
import type { DashboardRange } from '@/lib/dashboard-range';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';

const t = chatAnalysisWords.questions;

/** The most asked questions and those the bot most often could not answer, each opening its conversations. */
export function QuestionFigures({ questions, range }: { questions: ChatQuestions; range: DashboardRange }) {
  return (
    <div className="chat-analysis__columns">
      <AdminCard title={t.title} intro={t.intro}>
        {questions.top.length === 0 ? (
          <p className="chat-analysis__empty">{t.none}</p>
        ) : (
          <table className="chat-analysis__table chat-analysis__table--questions">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.question}</th>
                <th scope="col">{t.asked}</th>
                <th scope="col">{t.unanswered}</th>
              </tr>
            </thead>
            <tbody>
              {questions.top.map((row) => (
                <tr key={row.question}>
                  <th scope="row">{row.question}</th>
                  <td>
                    <CountLink
                      value={row.count}
                      to={analysisLink('conversations', range, { question: row.question })}
                    />
                  </td>
                  <td>
                    <CountLink
                      value={row.unanswered}
                      to={analysisLink('conversations', range, {
                        question: row.question,
                        unanswered: 'true',
                      })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminCard>
      <AdminCard title={t.unansweredTitle} intro={t.unansweredIntro}>
        {questions.unanswered.length === 0 ? (
          <p className="chat-analysis__empty">{t.noneUnanswered}</p>
        ) : (
          <table className="chat-analysis__table chat-analysis__table--questions">
            <caption className="visually-hidden">{t.unansweredCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.question}</th>
                <th scope="col">{t.unanswered}</th>
              </tr>
            </thead>
            <tbody>
              {questions.unanswered.map((row) => (
                <tr key={row.question}>
                  <th scope="row">{row.question}</th>
                  <td>
                    <CountLink
                      value={row.count}
                      to={analysisLink('conversations', range, {
                        question: row.question,
                        unanswered: 'true',
                      })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AdminCard>
    </div>
  );
}
