import { CHAT_SESSION_HEADER } from '@ohmstead/contracts/chat';
import { LIVE_CHAT_UPLOAD_PATTERN, type LiveAttachment } from '@ohmstead/contracts/live-chat';
import { uploadBotImageAnswerSchema } from '@ohmstead/contracts/live-chat-payloads';

export interface MediaClientDeps {
  apiBase: string;
  /** The widget's chat-session id: the upload's sessionKey. */
  sessionId: () => string;
  /** The signed-in user's token, if any. */
  token: () => string | undefined;
  fetch: typeof fetch;
}

/** The CDN calls of the live chat (docs/product.md §3.7): UploadBotImage for attachments, DeleteSessionMedia on reset. */
export function createMediaClient({ apiBase, sessionId, token, fetch: doFetch }: MediaClientDeps) {
  function headers(): Record<string, string> {
    const result: Record<string, string> = { [CHAT_SESSION_HEADER]: sessionId() };
    const bearer = token();
    if (bearer) result.authorization = `Bearer ${bearer}`;
    return result;
  }

  /** Uploads one file; throws when the upload fails or the answer is not a live-chat upload. */
  async function upload(file: File): Promise<LiveAttachment> {
    // Fields before files: the server checks them before it reads a byte of the file.
    const body = new FormData();
    body.append('sessionKey', sessionId());
    body.append('media', file, file.name);
    const response = await doFetch(`${apiBase}/CDN/UploadBotImage`, {
      method: 'POST',
      body,
      headers: headers(),
    });
    if (!response.ok) throw new Error(`UploadBotImage answered ${response.status}`);
    const answer = uploadBotImageAnswerSchema.safeParse(await response.json());
    if (!answer.success) throw new Error('UploadBotImage answered something else than an upload');
    return { name: answer.data.name, url: answer.data.mediaUrl, size: answer.data.size };
  }

  /** docs/product.md §3.8: CDN errors are logged only. */
  async function deleteSessionMedia(): Promise<void> {
    const query = new URLSearchParams({ sessionKey: sessionId() });
    try {
      const response = await doFetch(`${apiBase}/CDN/DeleteSessionMedia?${query}`, {
        method: 'DELETE',
        headers: headers(),
      });
      if (!response.ok) console.error(`ChatWidget: DeleteSessionMedia answered ${response.status}`);
    } catch (error) {
      console.error('ChatWidget: could not delete the chat files', error);
    }
  }

  return { upload, deleteSessionMedia };
}
export type MediaClient = ReturnType<typeof createMediaClient>;

/**
 * An attachment's URL for the page: only a path of the live chat's uploads, resolved on the service's own
 * origin and scheme (not upgraded to https like links in replies: a service on plain http serves it there).
 */
export const attachmentHref = (url: string, apiBase: string): string | null =>
  LIVE_CHAT_UPLOAD_PATTERN.test(url) ? new URL(url, apiBase).href : null;
