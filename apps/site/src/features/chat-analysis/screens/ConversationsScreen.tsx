import { useLocation } from 'react-router-dom';
import { conversationListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { CONVERSATIONS_CALL, getConversations } from '../api/chat-analysis-api';
import { ConversationsView } from '../components/ConversationsView';

/** The conversations behind a figure of the analysis (/admin/chatbot-analysis/conversations). */
export function ConversationsScreen() {
  const { query, update, apiQuery } = useListQuery(conversationListQuerySchema);
  const list = useListPage(getConversations, apiQuery());
  const { pathname, search } = useLocation();
  return (
    <ConversationsView
      query={query}
      update={update}
      list={list}
      csvPath={`${CONVERSATIONS_CALL}?${apiQuery({ format: 'csv' })}`}
      here={`${pathname}${search}`}
    />
  );
}
