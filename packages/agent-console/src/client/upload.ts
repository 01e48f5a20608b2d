/**
 * Uploads a chat attachment: POST {apiBase}/CDN/UploadBotImage, multipart `media` + `sessionKey` (the chat id),
 * signed in with the agent's token (spec/03 §3 "Upload"). Any failure becomes the spec's one message.
 */
import { chatMessages } from '@ohmstead/contracts/chat';
import type { LiveAttachment, UploadBotImageAnswer } from '@ohmstead/contracts/live-chat';

const isUploadAnswer = (value: unknown): value is UploadBotImageAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadBotImageAnswer).mediaUrl === 'string' &&
  typeof (value as UploadBotImageAnswer).name === 'string' &&
  typeof (value as UploadBotImageAnswer).size === 'number';

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
  if (!isUploadAnswer(answer)) throw new Error(chatMessages.fileUploadFailed);
  return { name: answer.name, url: answer.mediaUrl, size: answer.size };
}
