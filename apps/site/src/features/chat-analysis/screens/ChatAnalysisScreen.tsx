import { useCallback } from 'react';
import { useDashboardRange } from '@/lib/dashboard-range';
import { useLoad } from '@/lib/use-load';
import { getChatAnalysis } from '../api/chat-analysis-api';
import { ChatAnalysisView } from '../components/ChatAnalysisView';

/**
 * CRM Chat Bot Analysis (/admin/chatbot-analysis; SuperAdmin, Admin, Manager): the figures of the range in
 * the URL (the last 30 days by default), counted on the server in the viewer's time zone.
 */
export function ChatAnalysisScreen() {
  const { range, update, apiQuery } = useDashboardRange();
  const load = useCallback(() => getChatAnalysis(apiQuery), [apiQuery]);
  const { data, error, reload } = useLoad(load);
  return <ChatAnalysisView range={range} onRangeChange={update} data={data} error={error} onRetry={reload} />;
}
