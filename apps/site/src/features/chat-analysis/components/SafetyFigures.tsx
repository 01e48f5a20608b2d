import type { ChatSafety } from '@ohmstead/contracts/chat-analysis';
import { AdminCard } from '@/components/admin/AdminPage';
import type { DashboardRange } from '@/lib/dashboard-range';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';

const t = chatAnalysisWords.safety;
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Acknowledgements of each safety content version, each opening the list of who acknowledged it. */
export function SafetyFigures({ safety, range }: { safety: ChatSafety; range: DashboardRange }) {
  return (
    <AdminCard title={t.title} intro={t.intro}>
      {safety.versions.length === 0 ? (
        <p className="chat-analysis__empty">{t.none}</p>
      ) : (
        <table className="chat-analysis__table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.version}</th>
              <th scope="col">{t.acknowledgements}</th>
              <th scope="col">{t.users}</th>
              <th scope="col">{t.first}</th>
              <th scope="col">{t.last}</th>
            </tr>
          </thead>
          <tbody>
            {safety.versions.map((row) => (
              <tr key={row.version}>
                <th scope="row">{row.version}</th>
                <td>
                  <CountLink
                    value={row.acknowledgements}
                    to={analysisLink('acknowledgements', range, { version: row.version })}
                  />
                </td>
                <td>{row.users}</td>
                <td>
                  <time dateTime={row.firstAt}>{when.format(new Date(row.firstAt))}</time>
                </td>
                <td>
                  <time dateTime={row.lastAt}>{when.format(new Date(row.lastAt))}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminCard>
  );
}
