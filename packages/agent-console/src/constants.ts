/**
 * The agent console's constants of the spec (docs/product.md §3.2 "Agent notification and mini-screen", §3.4, §3.5):
 * the one place the console, the notification and the mini-screen read them from.
 */

import type { TransferTarget } from '@ohmstead/contracts/live-chat';

/** §3.4: a decline's "processing" flag is cleared this long after it is sent. */
export const DECLINE_RESET_MS = 500;
/** §3.2: an unread badge shows at most this number ("99+" beyond). */
export const BADGE_CAP = 99;
/** §3.2: the notification's width, and its height when minimised. */
export const NOTIFICATION_WIDTH_PX = 320;
export const NOTIFICATION_MINIMISED_PX = 56;
/** §3.2: the notification's eye blinks every 5 s for 200 ms. */
export const EYE_BLINK_EVERY_MS = 5_000;
export const EYE_BLINK_FOR_MS = 200;
/** §3.2: where the notification remembers being minimised. */
export const NOTIFICATION_MINIMIZED_STORAGE_KEY = 'agent-notification-minimized';

/** §3.2: the notification's titles, by what it shows. */
export const NOTIFICATION_TITLES = {
  incomingRequest: 'Incoming Chat Request',
  newMessage: 'New Message Received',
  activeChat: 'Active Chat',
  online: 'Agent Online',
  offline: 'Agent Offline',
} as const;

/** Ours: a request nobody has taken is announced again after this long, and again each time after. */
export const REMIND_WAITING_AFTER_MS = 2 * 60_000;

/** The chat history view's page size. */
export const HISTORY_PAGE_SIZE = 20;

/** The console's own texts (ours unless marked). */
export const consoleTexts = {
  /** docs/product.md §3.4. */
  processing: 'Processing request...',
  goOnline: 'Go Online',
  goOffline: 'Go Offline',
  accept: 'Accept',
  decline: 'Decline',
  attachFiles: 'Attach files',
  send: 'Send',
  endChat: 'End chat',
  confirmEndChat: 'Yes, end chat',
  cancel: 'Cancel',
  history: 'Chat history',
  liveChats: 'Live chats',
  sound: 'Notification sound',
  internalNote: 'Internal note',
  addNote: 'Add an internal note',
  noteLabel: 'Internal note (only agents see it)',
  saveNote: 'Add note',
  desktopAlerts: 'Desktop alerts',
  desktopAlertsHint: 'Tells you of new chat requests and messages while this tab is in the background.',
  desktopAlertsUnsupported: 'This browser cannot show desktop notifications.',
  desktopAlertsBlocked:
    "Notifications are blocked for this site: allow them in the browser's site settings, then try again.",
  alertRequest: (name: string) => `${name} is waiting for an agent.`,
  alertMessage: (name: string) => `${name} wrote in the chat.`,
  alertStillWaiting: (name: string, minutes: number) =>
    `${name} has been waiting for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  alertHanded: (name: string) => `The chat with ${name} is now yours.`,
  alertSomeone: 'A customer',
  noRequests: 'No chat requests are waiting.',
  noChats: 'No open chats.',
  chooseChat: 'Choose a chat to read it, or accept a request.',
  chatLoading: 'Opening the chat…',
  historyEmpty: 'No past chats yet.',
  historyOffline: 'Chat history shows once the console is connected again.',
  historyLoading: 'Loading the conversation…',
  connection: {
    connecting: 'Connecting…',
    connected: 'Online',
    reconnecting: 'Reconnecting…',
    disconnected: 'Offline',
    unauthorized: 'Not authorised',
  },
  endReasons: {
    agent: 'you ended it',
    customer: 'the customer ended it',
    agent_disconnected: 'the connection to the agent was lost',
    customer_canceled: 'the customer cancelled it',
    customer_absent: 'the customer was away too long',
    unanswered: 'nobody answered in time, so the customer was offered the contact form',
  } as Record<string, string>,
  endedFallback: 'it was closed',
  /** After the spec's 5 reconnection attempts the socket gives up (§3.9). */
  reconnectHint: 'Connection lost. Reload the page to reconnect.',
  unauthorized: 'You are not authorised to answer chats. Please sign in as an agent.',
  notConnected: 'Not connected to the chat service. Please wait while it reconnects.',
  badAnswer: 'The chat service gave an unexpected answer.',
  messageTooLong: 'The message is too long (at most 5000 characters).',
  tooManyFiles: 'At most 10 files can be sent with one message.',
  /** The customer is typing (docs/decisions/0050-typing-and-read-marks.md). */
  customerTyping: (name: string) => `${name} is typing…`,
  typingShort: 'typing…',
  /** The marks of the agent's own messages (docs/decisions/0050-typing-and-read-marks.md). */
  marks: { delivered: 'Delivered', read: 'Read' },
  /** Handing a chat on, and the agent's limit of chats (docs/decisions/0051-transfer-and-capacity.md). */
  transfer: {
    transfer: 'Transfer',
    title: (customerName: string) => `Transfer the chat with ${customerName}`,
    toAgent: 'Transfer to',
    noteLabel: 'Note for the next agent (optional, only agents see it)',
    confirm: 'Transfer chat',
    loading: 'Finding available agents…',
    none: 'No other agent is available to take this chat right now.',
    target: (target: TransferTarget) =>
      `${target.agent_name} (${target.active_chats} of ${target.max_chats} chats)`,
    /** The chat, read-only, once this agent handed it on. */
    transferred: (agentName: string) => `You transferred this chat to ${agentName}.`,
    listTransferred: '(transferred)',
    maxChats: 'Chats at once',
    activeChats: (active: number, max: number) => `${active} of ${max} active chats`,
    autoAssign: 'Waiting customers are given to agents automatically.',
  },
} as const;
