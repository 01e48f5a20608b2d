/** The rows chats.ts writes, gathered in memory in insertion order before they go to the database. */

export type Bot = 'crm' | 'ia';

export interface MessageRow {
  ord: number;
  conversation_id: string;
  bot: Bot;
  role: 'user' | 'bot' | 'form';
  content: string;
  response_model: string | null;
  sources: { document: string; section: string }[];
  intent: string | null;
  created_at: string;
}
export interface ConversationRow {
  id: string;
  bot: Bot;
  identity_key: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}
export interface LiveChatRow {
  id: string;
  customer_key: string;
  customer_name: string;
  user_name: string;
  bot: 'CRM' | 'IA';
  history: { text: string; is_customer: boolean; timestamp: number }[];
  history_count: number;
  last_message: string;
  status: 'ended' | 'canceled';
  agent_user_id: number | null;
  agent_name: string | null;
  requested_at: string;
  assigned_at: string | null;
  ended_at: string;
  end_reason: string;
  customer_seen_at: string;
}
export interface LiveMessageRow {
  ord: number;
  chat_id: string;
  seq: number;
  client_id: string;
  sender_name: string;
  is_customer: boolean;
  message: string;
  created_at: string;
}
export interface ChatLogRow {
  ord: number;
  bot: Bot;
  identity_key: string;
  username: string;
  agent: string;
  message_type: 'user' | 'agent';
  message: string;
  client_timestamp: string;
  created_at: string;
}
export interface RefusalRow {
  ord: number;
  customer_key: string;
  customer_name: string;
  bot: 'CRM' | 'IA';
  reason: 'no_agents';
  refused_at: string;
}
export interface AcknowledgementRow {
  ord: number;
  user_id: number;
  content_version: string;
  acknowledged_at: string;
}

export interface Customer {
  key: string;
  userName: string;
  /** What the agent sees: 'guest' or the user's name. */
  displayName: string;
  userId: number | null;
}
export interface Agent {
  userId: number | null;
  name: string;
}

/** Everything one run writes, in insertion order. */
export class ChatHistory {
  conversations: ConversationRow[] = [];
  messages: MessageRow[] = [];
  liveChats: LiveChatRow[] = [];
  liveMessages: LiveMessageRow[] = [];
  chatLog: ChatLogRow[] = [];
  refusals: RefusalRow[] = [];
  acknowledgements: AcknowledgementRow[] = [];
}
