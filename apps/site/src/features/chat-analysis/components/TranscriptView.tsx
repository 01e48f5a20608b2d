import type { Transcript, TranscriptTurn } from '@ohmstead/contracts/chat-analysis';
import { Link } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { formatDateTime } from '@/lib/date-time';
import { chatAnalysisWords } from '../chat-analysis-words';
import './Transcript.css';

const t = chatAnalysisWords.transcript;

/** What a hand-off event says; the other turns say their own words. */
function eventText(turn: TranscriptTurn): string | null {
  switch (turn.kind) {
    case 'handoff-requested':
      return t.requested;
    case 'handoff-assigned':
      return t.assigned(turn.who ?? '');
    case 'handoff-ended':
      return t.ended(turn.reason);
    case 'handoff-refused':
      return t.refused;
    default:
      return null;
  }
}

/** Who said a turn: a live message and a note name their agent. */
function whoOf(turn: TranscriptTurn): string {
  if (turn.who && turn.kind === 'live-agent') return t.agentNamed(turn.who);
  if (turn.who && turn.kind === 'agent-note') return t.noteBy(turn.who);
  return t.who[turn.kind];
}

function Turn({ turn }: { turn: TranscriptTurn }) {
  const event = eventText(turn);
  const who = whoOf(turn);
  return (
    <li className={`transcript__turn transcript__turn--${turn.kind}`}>
      <p className="transcript__meta">
        <span className="transcript__who">{who}</span>{' '}
        <time dateTime={turn.at}>{formatDateTime(turn.at)}</time>
        {turn.unanswered && (
          <span className="transcript__badge transcript__badge--warning">{t.unanswered}</span>
        )}
        {turn.intent && (
          <span className="transcript__badge">{t.intent(chatAnalysisWords.intents.labels[turn.intent])}</span>
        )}
      </p>
      {/* Plain text, never markup: a transcript shows what was said, and nothing in it runs. */}
      <p className="transcript__text">{event ?? turn.text}</p>
      {turn.sources.length > 0 && (
        <p className="transcript__sources">
          {t.sources}: {turn.sources.map((source) => `${source.document} › ${source.section}`).join('; ')}
        </p>
      )}
    </li>
  );
}

export interface TranscriptViewProps {
  /** Null while loading or when it failed. */
  transcript: Transcript | null;
  error: string | null;
  onRetry: () => void;
  /** The list the viewer came from. */
  back: string;
}

/** One conversation: the customer's turns, the bot's and the live agent's told apart, and the hand-offs. */
export function TranscriptView({ transcript, error, onRetry, back }: TranscriptViewProps) {
  const intro = transcript
    ? t.intro(
        transcript.customer,
        chatAnalysisWords.bots[transcript.bot],
        formatDateTime(transcript.startedAt),
      )
    : undefined;
  return (
    <AdminPage title={t.title} intro={intro}>
      <p className="chat-analysis__back">
        <Link to={back}>{chatAnalysisWords.back}</Link>
      </p>
      {transcript === null ? (
        <LoadState error={error} onRetry={onRetry} />
      ) : (
        <AdminCard>
          {transcript.conversationId === null && <p className="transcript__note">{t.recorded}</p>}
          {transcript.total > transcript.turns.length && (
            <p className="transcript__note">{t.truncated(transcript.turns.length, transcript.total)}</p>
          )}
          {transcript.turns.length === 0 ? (
            <p className="transcript__note">{t.none}</p>
          ) : (
            <ol className="transcript" aria-label={t.caption}>
              {transcript.turns.map((turn, index) => (
                // Turns have no ids of their own; their order never changes.
                <Turn key={index} turn={turn} />
              ))}
            </ol>
          )}
        </AdminCard>
      )}
    </AdminPage>
  );
}
