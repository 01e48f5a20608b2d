import { useLocation } from 'react-router-dom';
import { handoffListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { getHandoffs, HANDOFFS_CALL } from '../api/chat-analysis-api';
import { HandoffsView } from '../components/HandoffsView';

/** The hand-offs behind a figure of the analysis (/admin/chatbot-analysis/handoffs). */
export function HandoffsScreen() {
  const { query, update, apiQuery } = useListQuery(handoffListQuerySchema);
  const list = useListPage(getHandoffs, apiQuery());
  const { pathname, search } = useLocation();
  return (
    <HandoffsView
      query={query}
      update={update}
      list={list}
      csvPath={`${HANDOFFS_CALL}?${apiQuery({ format: 'csv' })}`}
      here={`${pathname}${search}`}
    />
  );
}
