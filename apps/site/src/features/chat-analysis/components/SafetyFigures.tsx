import type { ChatSafety } from '@ohmstead/contracts/chat-analysis';
import type { DashboardRange } from '@/lib/dashboard-range';
import { formatDateTime } from '@/lib/date-time';
import { chatAnalysisWords } from '../chat-analysis-words';
import { analysisLink } from '../paths';
import { CountLink } from './ConversationFigures';
import { FigureCard } from './FigureCard';

const t = chatAnalysisWords.safety;

/** Acknowledgements of each safety content version, each opening the list of who acknowledged it. */
export function SafetyFigures({ safety, range }: { safety: ChatSafety; range: DashboardRange }) {
  return (
    <FigureCard
      title={t.title}
      intro={t.intro}
      none={t.none}
      className="chat-analysis__table"
      caption={t.caption}
      headers={[t.version, t.acknowledgements, t.users, t.first, t.last]}
      rows={safety.versions}
      rowKey={(row) => row.version}
      cells={(row) => [
        row.version,
        <CountLink
          value={row.acknowledgements}
          to={analysisLink('acknowledgements', range, { version: row.version })}
        />,
        row.users,
        <time dateTime={row.firstAt}>{formatDateTime(row.firstAt)}</time>,
        <time dateTime={row.lastAt}>{formatDateTime(row.lastAt)}</time>,
      ]}
    />
  );
}
