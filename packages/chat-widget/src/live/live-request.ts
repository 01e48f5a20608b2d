import { chatPanelMessages, GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { CUSTOMER_NAME_MAX, LIVE_MESSAGE_MAX, type RequestChatPayload } from '@ohmstead/contracts/live-chat';
import { refusalOf, requestAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { LIVE_AGENT_RESEND_DELAY_MS } from '../constants';
import type { ChatMessage } from '../state/chat-message';
import { systemMessage } from '../state/reply-handling';
import type { LiveChat } from './live-chat';
import type { LiveSendQueue } from './live-send-queue';
import { type LiveView, notifyRefusal } from './live-view';
import type { LiveIntent } from './types';

export interface LiveRequest {
  request(): void;
  answerConsent(messageId: string, yes: boolean): void;
  cancel(): void;
  toggle(): void;
  /** request_chat on the ready socket: once per request, after the resume. */
  sendRequest(): void;
  /**
   * no_agents for the pending request, or for a waiting one nobody answered in time: the chat goes back to
   * the bot with the contact form.
   */
  noAgents(): void;
  /** A request or chat ends: the last message's resend is not due any more. */
  stopResend(): void;
}

/** Asking for an agent, waiting, cancelling, and the header switch (docs/product.md §3.4 "Live agent flow"). */
export function createLiveRequest(
  chat: LiveChat,
  /** Asked for while the socket is not ready: done after the next resume. */
  resume: { defer(intent: LiveIntent): void },
): LiveRequest {
  const { store, view, transport, queue } = chat;
  /** no_agents arrived for the pending request: its failed answer needs no second message. */
  let noAgentsShown = false;
  let resendTimer: ReturnType<typeof setTimeout> | undefined;

  function sendRequest() {
    noAgentsShown = false;
    // No history: the agent reads the server's own record of the chat, which a client cannot fake.
    const name = (store.user.peek()?.firstName.trim() || GUEST_USER_NAME).slice(0, CUSTOMER_NAME_MAX);
    const payload: RequestChatPayload = { customer_name: name, bot: store.bot.peek() };
    transport.emit('request_chat', payload, (answer) => {
      if (view.status.peek() !== 'requesting') return;
      const requested = requestAcceptedSchema.safeParse(answer);
      if (requested.success) {
        view.named(requested.data.chat_id);
        return;
      }
      const shown = noAgentsShown;
      chat.endLocally();
      if (!shown) view.notify(refusalOf(answer) ?? chatPanelMessages.botError);
    });
  }

  function request() {
    if (view.isOpen()) {
      if (!store.liveMode.peek()) toggle();
      return;
    }
    view.requesting();
    resendTimer = resendLastMessage(store.messages.peek(), view, queue);
    transport.open();
    if (transport.ready()) sendRequest();
    else resume.defer('request');
  }

  function cancel() {
    const current = view.status.peek();
    if (current !== 'requesting' && current !== 'waiting') return;
    if (!transport.ready()) {
      resume.defer('cancel');
      return;
    }
    transport.emit('cancel_request', {}, (answer) => notifyRefusal(view, answer));
  }

  /**
   * The header switch (docs/product.md §3.4): flips where the user's messages go and clears the picked files. With
   * no chat open, switching on asks for an agent (as consent yes does); while waiting, switching off cancels.
   */
  function toggle() {
    const toAgent = !store.liveMode.peek();
    view.files.value = [];
    const current = view.status.peek();
    if (current === 'none') {
      if (toAgent) request();
      return;
    }
    if (current !== 'active') {
      if (!toAgent) cancel();
      return;
    }
    view.switchTo(toAgent);
  }

  return {
    request,
    answerConsent(id, yes) {
      store.updateMessage(id, { actions: undefined });
      store.session.activity();
      if (yes) request();
      else store.addMessages(systemMessage(chatChunkMessages.consentDeclined, {}, store.now()));
    },
    cancel,
    toggle,
    sendRequest,
    noAgents() {
      const current = view.status.peek();
      if (current !== 'requesting' && current !== 'waiting') return;
      noAgentsShown = current === 'requesting';
      chat.endLocally();
      store.addMessages(systemMessage(chatChunkMessages.noAgents, { form: true }, store.now()));
    },
    stopResend: () => clearTimeout(resendTimer),
  };
}

/** docs/product.md §3.4: "the last user message is re-sent after 1 s" (delivered once an agent has the chat). */
function resendLastMessage(messages: ChatMessage[], view: LiveView, queue: LiveSendQueue) {
  const last = [...messages].reverse().find((message) => message.type === 'message-user');
  if (!last || !last.text.trim()) return undefined;
  return setTimeout(() => {
    if (!view.isOpen()) return;
    queue.deliver({
      id: last.id,
      message: last.text.slice(0, LIVE_MESSAGE_MAX),
      attachments: last.attachments ?? [],
    });
  }, LIVE_AGENT_RESEND_DELAY_MS);
}
