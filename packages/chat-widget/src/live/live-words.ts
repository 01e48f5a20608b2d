/**
 * Texts of the live chat the spec does not quote (ours). The spec's own texts are in chatMessages
 * (@ohmstead/contracts/chat) and liveChatMessages (@ohmstead/contracts/live-chat).
 */
export const liveWidgetMessages = {
  /** All reconnection attempts failed (docs/product.md §3.9: 5 attempts): the chat goes back to the bot. */
  connectionLost: 'The connection to the live agent was lost. You are now connected to the bot.',
  /** More files than one message may carry (ATTACHMENTS_PER_MESSAGE_MAX). */
  tooManyFiles: (max: number) => `You can attach up to ${max} files to one message.`,
  cancelRequest: 'Cancel Request',
  /** The agent is typing (docs/decisions/0050-typing-and-read-marks.md). */
  agentTyping: 'Agent is typing…',
  /** The marks of the customer's own messages. */
  delivered: 'Delivered',
  read: 'Read',
  liveAgentSwitch: 'Live agent',
  attachFiles: 'Attach files',
  selectedFiles: 'Selected files',
  removeFile: (name: string) => `Remove ${name}`,
  enlargeImage: (name: string) => `Enlarge image: ${name}`,
} as const;
