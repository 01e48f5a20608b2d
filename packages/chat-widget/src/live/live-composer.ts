import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import {
  ATTACHMENTS_PER_MESSAGE_MAX,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_MESSAGE_MAX,
  type LiveAttachment,
} from '@ohmstead/contracts/live-chat';
import { batch } from '@preact/signals';
import { messageId } from '../state/chat-message';
import type { LiveSession } from '../state/live-port';
import type { LiveChat } from './live-chat';
import { liveWidgetMessages } from './live-words';
import type { MediaClient } from './media-client';

/** The composer's part of the session's surface, whole (the files it picks are the view's). */
export type LiveComposer = Pick<LiveSession, 'addFiles' | 'removeFile' | 'send'>;

/** The composer of a live chat: the files picked, their uploads, and the customer's message shown at once. */
export function createLiveComposer(
  { store, view, queue }: Pick<LiveChat, 'store' | 'view' | 'queue'>,
  media: Pick<MediaClient, 'upload'>,
): LiveComposer {
  const active = () => view.status.peek() === 'active';
  const notify = view.notify;
  const { files } = view;

  /** False when an upload failed (the composer gives the typed text back; the files stay picked). */
  async function upload(picked: File[]): Promise<LiveAttachment[] | null> {
    store.loading.value = true;
    try {
      const attachments = await Promise.all(picked.map((file) => media.upload(file)));
      store.loading.value = false;
      return attachments;
    } catch (error) {
      console.error('ChatWidget: a file upload failed', error);
      batch(() => {
        store.loading.value = false;
        notify(chatChunkMessages.fileUploadFailed);
      });
      return null;
    }
  }

  /** docs/product.md §3.5: text or files, not while loading; each file is uploaded first, and a failed upload aborts. */
  async function send(rawText: string): Promise<boolean> {
    const text = rawText.trim().slice(0, LIVE_MESSAGE_MAX);
    const picked = files.peek();
    if ((!text && !picked.length) || store.loading.peek() || !active()) return true;
    let attachments: LiveAttachment[] = [];
    if (picked.length) {
      const uploaded = await upload(picked);
      if (!uploaded) return false;
      if (!active()) return true;
      attachments = uploaded;
    }
    const id = messageId();
    batch(() => {
      files.value = [];
      store.addMessages({
        id,
        name: store.user.peek()?.firstName || 'You',
        avatar: 'user',
        text,
        type: 'message-user',
        timestamp: store.now(),
        is_customer: true,
        live: true,
        ...(attachments.length ? { attachments } : {}),
      });
    });
    queue.deliver({ id, message: text, attachments });
    return true;
  }

  /** docs/product.md §3.9: a file over 100 MB is refused with the names; at most ATTACHMENTS_PER_MESSAGE_MAX go in one message. */
  function addFiles(added: File[]) {
    const tooLarge = added.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES);
    if (tooLarge.length) notify(chatChunkMessages.filesTooLarge(tooLarge.map((file) => file.name)));
    const accepted = [...files.peek(), ...added.filter((file) => file.size <= LIVE_CHAT_FILE_MAX_BYTES)];
    if (accepted.length > ATTACHMENTS_PER_MESSAGE_MAX) {
      notify(liveWidgetMessages.tooManyFiles(ATTACHMENTS_PER_MESSAGE_MAX));
    }
    files.value = accepted.slice(0, ATTACHMENTS_PER_MESSAGE_MAX);
  }

  return {
    addFiles,
    removeFile: (index) => {
      files.value = files.peek().filter((_file, at) => at !== index);
    },
    send,
  };
}
