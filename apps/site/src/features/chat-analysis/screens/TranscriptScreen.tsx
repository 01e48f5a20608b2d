import { transcriptQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useLoad } from '@/lib/use-load';
import { getTranscript } from '../api/chat-analysis-api';
import { TranscriptView } from '../components/TranscriptView';
import { analysisLink } from '../paths';

/**
 * A transcript (/admin/chatbot-analysis/transcript?conversation= or ?liveChat=), linkable; Back returns to
 * the list it was opened from, else to the conversations.
 */
export function TranscriptScreen() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: { back?: unknown } | null };
  const apiQuery = useMemo(() => search.toString(), [search]);
  const load = useCallback(() => getTranscript(apiQuery), [apiQuery]);
  const { data, error, reload } = useLoad(load);
  const parsed = transcriptQuerySchema.safeParse(Object.fromEntries(search));
  const back =
    typeof state?.back === 'string' && state.back.startsWith('/admin/')
      ? state.back
      : analysisLink('conversations', {
          from: parsed.data?.from?.toISOString(),
          to: parsed.data?.to?.toISOString(),
        });
  return <TranscriptView transcript={data} error={error} onRetry={reload} back={back} />;
}
