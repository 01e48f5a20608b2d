import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import type { CustomerResumeAnswer } from '@ohmstead/contracts/live-chat';
import { resumeAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import type { LiveChat } from './live-chat';
import type { LiveIntent } from './types';

export interface LiveResume {
  /** After every (re)connect, and after a gap: the chat's state on the server and what was missed. */
  resume(): void;
  /** null: the chat ended, nothing asked for is left to do. */
  defer(intent: LiveIntent | null): void;
  deferred(): LiveIntent | null;
}

/**
 * Resume and catch-up after a (re)connect (docs/product.md §3.9): the server's word on the chat wins, the
 * messages missed meanwhile are shown, and what the user asked for while away is done.
 */
export function createLiveResume(chat: LiveChat): LiveResume {
  const { transport } = chat;
  let intent: LiveIntent | null = null;

  function resume() {
    transport.emit('resume', { after_seq: chat.queue.through() }, (answer) => {
      const state = resumeAcceptedSchema.safeParse(answer);
      if (!state.success) {
        console.error('ChatWidget: the live chat could not be resumed', answer);
        return;
      }
      transport.markResumed();
      apply(state.data);
    });
  }

  function apply(answer: CustomerResumeAnswer) {
    const { view, queue } = chat;
    const wanted = intent;
    intent = null;
    if (answer.status === 'none') {
      // The chat this widget held was closed while it was away (or before a reload).
      const current = view.status.peek();
      if (current === 'waiting' || current === 'active') chat.endWith(chatChunkMessages.chatEnded);
      if (wanted === 'request') chat.request.sendRequest();
      return;
    }
    const id = answer.chat_id ?? view.chatId();
    if (answer.status === 'waiting') {
      view.waiting(id, answer.position ?? 1);
      if (wanted === 'cancel') chat.request.cancel();
      return;
    }
    // A resume answer's gap asks for no other resume, so a server that answers short makes no loop.
    if (view.status.peek() === 'active' && id === view.chatId()) {
      view.renamed(answer.agent_name);
      queue.receive(answer.messages, false);
      queue.flush();
    } else {
      chat.assign(id, answer.agent_name ?? '');
      queue.receive(answer.messages, false);
    }
    // How far the agent has got: the marks survive a reload (docs/decisions/0050-typing-and-read-marks.md).
    chat.receipts.heard(answer.marks);
  }

  return {
    resume,
    defer: (wanted) => {
      intent = wanted;
    },
    deferred: () => intent,
  };
}
