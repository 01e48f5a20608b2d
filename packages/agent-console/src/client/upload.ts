/**
 * Uploads a chat attachment: POST {apiBase}/CDN/UploadBotImage, multipart `media` + `sessionKey` (the chat id),
 * signed in with the agent's token (docs/product.md §3.3 "Upload"). Any failure becomes the spec's one message.
 */
import { chatMessages } from '@ohmstead/contracts/chat';
import type { LiveAttachment } from '@ohmstead/contracts/live-chat';
import { uploadBotImageAnswerSchema } from '@ohmstead/contracts/live-chat-payloads';

export async function uploadAttachment(
  apiBase: string,
  token: string,
  chatId: string,
  file: File,
): Promise<LiveAttachment> {
  const body = new FormData();
  body.append('media', file, file.name);
  body.append('sessionKey', chatId);
  let answer: unknown;
  try {
    const response = await fetch(`${apiBase}/CDN/UploadBotImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    if (!response.ok) throw new Error(`upload answered ${response.status}`);
    answer = await response.json();
  } catch {
    throw new Error(chatMessages.fileUploadFailed);
  }
  const upload = uploadBotImageAnswerSchema.safeParse(answer);
  if (!upload.success) throw new Error(chatMessages.fileUploadFailed);
  return { name: upload.data.name, url: upload.data.mediaUrl, size: upload.data.size };
}
