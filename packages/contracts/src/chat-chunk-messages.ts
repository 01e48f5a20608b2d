// The texts of the widget's parts loaded on demand (docs/product.md §3.2, §3.4, §3.5, §3.8, exactly as quoted): a module
// apart from chat.ts, which the first answer loads (docs/benchmarks.md "Chat widget sizes").
import type { BotKind } from './bot-kind';

export const chatChunkMessages = {
  tooManyRequests: 'Too many requests. Please try again after some time.',
  /** The expired-session banner reads as one sentence pair; its second sentence is the restart action. */
  sessionExpired: 'Your chat session has expired.',
  sessionExpiredAction: 'Click here to start a new session.',
  sessionExpiringTitle: 'Session Expiring Soon',
  confirmBotSwitchTitle: 'Confirm Bot Switch',
  confirmBotSwitchText: (bot: BotKind) => `You're switching to ${bot} Bot.`,
  confirmBotSwitchWarning: 'All your current chat will be deleted. This action cannot be undone.',
  consentYes: 'Yes, connect me to an agent',
  /** Not quoted by the spec: the answer to 'Continue to AI chat'. */
  consentDeclined: 'Sure, let us continue. What else can I help you with?',
  consentNo: 'Continue to AI chat',
  /** Not quoted by the spec: the note under an IA answer that needs the safety guidelines. */
  guidelinesNote: 'Follow the safety instructions before you work on the equipment.',
  formFailure: 'There was an error submitting the form. Please try again.',
  noAgents:
    "I'm sorry, no agents are available right now. Please fill out the form below, and we'll get back to you soon. Thank you for your patience.",
  chatRequestCancelled: 'Chat request cancelled',
  connectedWithAgent: (agentName: string) => `Connected with agent ${agentName}`,
  chatEnded: 'Chat has ended. You are now connected to the bot.',
  agentDisconnected: 'Agent disconnected',
  nowLiveAgent: 'You are now connected with a live agent',
  nowChatbot: 'You are now connected with the chatbot',
  filesTooLarge: (names: string[]) => `File(s) too large: ${names.join(', ')}. Maximum size is 100MB.`,
  fileUploadFailed: 'File upload failed. Please try again.',
} as const;
