import { conversationListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { CONVERSATIONS_CALL, getConversations } from '../api/chat-analysis-api';
import { ConversationsView } from '../components/ConversationsView';
import { useDrillDown } from './use-drill-down';

/** The conversations behind a figure of the analysis (/admin/chatbot-analysis/conversations). */
export function ConversationsScreen() {
  return (
    <ConversationsView {...useDrillDown(conversationListQuerySchema, getConversations, CONVERSATIONS_CALL)} />
  );
}
