/** Sample agent-side data for the console's tests and stories: fixed times, no randomness. */
import type {
  AgentChat,
  AgentState,
  ChatRequest,
  HistoryLine,
  LiveMessage,
  TranscriptSummary,
} from '@ohmstead/contracts/live-chat';
import type { AgentChatView } from '../src/client/types';

export const CHAT_ADA = '0a1b2c3d-0000-4000-8000-00000000a0da';
export const CHAT_BORIS = '0a1b2c3d-0000-4000-8000-0000000b0715';
export const REQUEST_CLARA = '0a1b2c3d-0000-4000-8000-00000000c1a7';
export const REQUEST_DEV = '0a1b2c3d-0000-4000-8000-000000000de7';

export const agentState = (overrides: Partial<AgentState> = {}): AgentState => ({
  isAvailable: true,
  isAnonymous: false,
  chatActive: false,
  statusMessage: '',
  customerName: '',
  customerDetails: null,
  chatSessionId: '',
  soundEnabled: true,
  desktopAlertsEnabled: false,
  maxChats: 3,
  autoAssign: false,
  agent_name: 'Grace Hopper',
  agent_sid: 'agent-grace',
  chats: [],
  ...overrides,
});

/** A chat as the server lists it in agent_state (without its messages). */
export const agentChat = (chat_id: string, overrides: Partial<AgentChat> = {}): AgentChat => ({
  chat_id,
  customer_sid: chat_id,
  customer_name: 'Ada',
  customer_details: {
    customer_name: 'Ada',
    user_name: 'guest',
    bot: 'CRM',
    history_count: 0,
    last_message: '',
  },
  notes: [],
  status: 'active',
  assigned_at: '2025-01-01T10:00:00.000Z',
  customer_online: true,
  ...overrides,
});

/** What a customer and the bot said before asking for an agent (the server's record, read on demand). */
export const historyBefore = (minute: number): HistoryLine[] => [
  {
    text: 'My inverter shows error E-31.',
    is_customer: true,
    timestamp: Date.UTC(2025, 4, 12, 9, minute - 2),
  },
  {
    text: 'Error **E-31** means an *insulation fault*. Please contact support at support@ohmstead.example.',
    // As the server renders it (@ohmstead/chat-format/render-reply).
    html:
      '<p>Error <strong>E-31</strong> means an <em>insulation fault</em>. Please contact support at ' +
      '<a href="mailto:support@ohmstead.example" target="_blank" rel="noopener noreferrer">' +
      'support@ohmstead.example</a>.</p>\n',
    is_customer: false,
    timestamp: Date.UTC(2025, 4, 12, 9, minute - 1),
  },
  { text: 'Can I talk to a person?', is_customer: true, timestamp: Date.UTC(2025, 4, 12, 9, minute) },
];

export const requestFrom = (customer_sid: string, name: string, minute: number): ChatRequest => ({
  customer_sid,
  customer_details: {
    customer_name: name,
    user_name: name === 'Clara Schmidt' ? 'clara.s' : 'guest',
    bot: 'CRM',
    history_count: historyBefore(minute).length,
    last_message: historyBefore(minute).at(-1)!.text,
  },
  requested_at: new Date(Date.UTC(2025, 4, 12, 9, minute)).toISOString(),
});

/** The chat a request becomes once accepted: active, nothing said yet. */
export const acceptedChat = (
  request: ChatRequest,
  assigned_at: string,
  overrides: Partial<AgentChatView> = {},
): AgentChatView => ({
  chat_id: request.customer_sid,
  customer_sid: request.customer_sid,
  customer_name: request.customer_details.customer_name,
  customer_details: request.customer_details,
  notes: [],
  status: 'active',
  assigned_at,
  customer_online: true,
  messages: [],
  pending: [],
  unread: 0,
  ...overrides,
});

export const message = (
  chat_id: string,
  seq: number,
  text: string,
  is_customer: boolean,
  overrides: Partial<LiveMessage> = {},
): LiveMessage => ({
  id: `${chat_id.slice(-4)}-${seq}`,
  chat_id,
  seq,
  message: text,
  attachments: [],
  is_customer,
  sender_name: is_customer ? 'Customer' : 'Grace Hopper',
  timestamp: new Date(Date.UTC(2025, 4, 12, 10, seq)).toISOString(),
  ...overrides,
});

export const chatWith = (
  chat_id: string,
  name: string,
  messages: LiveMessage[],
  overrides: Partial<AgentChatView> = {},
): AgentChatView => ({
  chat_id,
  customer_sid: chat_id,
  customer_name: name,
  customer_details: {
    customer_name: name,
    user_name: 'guest',
    bot: 'IA',
    history_count: 0,
    last_message: '',
  },
  status: 'active',
  assigned_at: new Date(Date.UTC(2025, 4, 12, 10, 0)).toISOString(),
  customer_online: true,
  notes: [],
  messages: messages.map((item) => (item.is_customer ? { ...item, sender_name: name } : item)),
  pending: [],
  unread: 0,
  ...overrides,
});

/** Files Storybook serves (stories/.storybook/main.ts staticDirs): an image and a PDF attachment. */
export const sampleImage = { name: 'feature-1.svg', url: '/widget-assets/images/feature-1.svg', size: 2_048 };
export const sampleFile = {
  name: 'brochure-power-blade.pdf',
  url: '/widget-assets/documents/brochure-power-blade.pdf',
  size: 734_003,
};

export const historyItems: TranscriptSummary[] = Array.from({ length: 27 }, (_, index) => ({
  chat_id: `0a1b2c3d-0000-4000-8000-${String(index).padStart(12, '0')}`,
  customer_name: ['Ada Lovelace', 'Boris Ivanov', 'Clara Schmidt'][index % 3]!,
  user_name: index % 2 ? 'guest' : 'ada.l',
  agent_name: 'Grace Hopper',
  status: 'ended',
  requested_at: new Date(Date.UTC(2025, 4, 1 + (index % 28), 9, 0)).toISOString(),
  assigned_at: new Date(Date.UTC(2025, 4, 1 + (index % 28), 9, 1)).toISOString(),
  ended_at: new Date(Date.UTC(2025, 4, 1 + (index % 28), 9, 20)).toISOString(),
  end_reason: 'agent',
  message_count: 4 + (index % 9),
}));
