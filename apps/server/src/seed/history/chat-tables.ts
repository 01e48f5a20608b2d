import type { Queryable } from '../../db/database';
import type {
  AcknowledgementRow,
  ChatHistory,
  ChatLogRow,
  ConversationRow,
  LiveChatRow,
  LiveMessageRow,
  MessageRow,
  RefusalRow,
} from './chat-rows';
import { type Columns, insertColumns } from './json-batches';

const CONVERSATION_COLUMNS: Columns<ConversationRow> = {
  id: 'text',
  bot: 'text',
  identity_key: 'text',
  user_id: 'integer',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
const MESSAGE_COLUMNS: Columns<MessageRow> = {
  ord: 'integer',
  conversation_id: 'text',
  bot: 'text',
  role: 'text',
  content: 'text',
  response_model: 'text',
  sources: 'jsonb',
  intent: 'text',
  created_at: 'timestamptz',
};
const LIVE_CHAT_COLUMNS: Columns<LiveChatRow> = {
  id: 'uuid',
  customer_key: 'text',
  customer_name: 'text',
  user_name: 'text',
  bot: 'text',
  history: 'jsonb',
  history_count: 'integer',
  last_message: 'text',
  status: 'text',
  agent_user_id: 'integer',
  agent_name: 'text',
  requested_at: 'timestamptz',
  assigned_at: 'timestamptz',
  ended_at: 'timestamptz',
  end_reason: 'text',
  customer_seen_at: 'timestamptz',
};
const LIVE_MESSAGE_COLUMNS: Columns<LiveMessageRow> = {
  ord: 'integer',
  chat_id: 'uuid',
  seq: 'integer',
  client_id: 'text',
  sender_name: 'text',
  is_customer: 'boolean',
  message: 'text',
  created_at: 'timestamptz',
};
const CHAT_LOG_COLUMNS: Columns<ChatLogRow> = {
  ord: 'integer',
  bot: 'text',
  identity_key: 'text',
  username: 'text',
  agent: 'text',
  message_type: 'text',
  message: 'text',
  client_timestamp: 'text',
  created_at: 'timestamptz',
};
const REFUSAL_COLUMNS: Columns<RefusalRow> = {
  ord: 'integer',
  customer_key: 'text',
  customer_name: 'text',
  bot: 'text',
  reason: 'text',
  refused_at: 'timestamptz',
};
const ACKNOWLEDGEMENT_COLUMNS: Columns<AcknowledgementRow> = {
  ord: 'integer',
  user_id: 'integer',
  content_version: 'text',
  acknowledged_at: 'timestamptz',
};

/** Writes what one run of chats.ts generated, table by table, each in the order it was generated. */
export async function writeChatHistory(db: Queryable, out: ChatHistory): Promise<void> {
  await insertColumns(db, 'bot_conversations', CONVERSATION_COLUMNS, out.conversations);
  await insertColumns(db, 'bot_messages', MESSAGE_COLUMNS, out.messages, 'ord');
  await insertColumns(db, 'live_chats', LIVE_CHAT_COLUMNS, out.liveChats);
  await insertColumns(db, 'live_chat_messages', LIVE_MESSAGE_COLUMNS, out.liveMessages, 'ord');
  await insertColumns(db, 'bot_chat_log', CHAT_LOG_COLUMNS, out.chatLog, 'ord');
  await insertColumns(db, 'live_chat_refusals', REFUSAL_COLUMNS, out.refusals, 'ord');
  await insertColumns(db, 'safety_acknowledgements', ACKNOWLEDGEMENT_COLUMNS, out.acknowledgements, 'ord');
}
