/**
 * The agent's own acknowledged actions that are not about a waiting customer: availability, the
 * notification sound and desktop alerts, the limit of active chats, ending a chat. A refusal shows on the status line; a success clears it.
 */
import { acceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { isOpen } from './chat-views';
import type { AgentTransport } from './transport';
import type { ViewState } from './view-state';

export interface AgentActions {
  setAvailable(isAvailable: boolean): Promise<void>;
  setSoundEnabled(enabled: boolean): Promise<void>;
  setDesktopAlertsEnabled(enabled: boolean): Promise<void>;
  setMaxChats(maxChats: number): Promise<void>;
  /** The chat shows as ended by the agent once the server has ended it. */
  endChat(chatId: string): Promise<void>;
}

export function createAgentActions(
  transport: Pick<AgentTransport, 'request'>,
  view: ViewState,
): AgentActions {
  async function simple(event: string, payload: object): Promise<void> {
    const answer = await transport.request(event, payload, acceptedSchema);
    view.setError(answer.ok ? null : answer.error);
  }

  return {
    setAvailable: (isAvailable) => simple('toggle_availability', { isAvailable }),
    setSoundEnabled: (enabled) => simple('set_sound_enabled', { enabled }),
    setDesktopAlertsEnabled: (enabled) => simple('set_desktop_alerts_enabled', { enabled }),
    setMaxChats: (maxChats) => simple('set_max_chats', { max_chats: maxChats }),
    async endChat(chatId) {
      const answer = await transport.request('end_chat', { chat_id: chatId }, acceptedSchema);
      if (!answer.ok) {
        view.setError(answer.error);
        return;
      }
      view.updateChat(chatId, (chat) =>
        isOpen(chat)
          ? { ...chat, status: 'ended', end_reason: 'agent', ended_at: new Date().toISOString() }
          : chat,
      );
    },
  };
}
