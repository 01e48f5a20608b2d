import { chatMessages } from '@ohmstead/contracts/chat';
import { LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';

/** A file picked twice (same name, size and date) is one file to send. */
export const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Of the files just picked, those that may be sent (up to 100 MB each, docs/product.md §3.5), and the
 * message that names the others, or null when all may.
 */
export function checkPickedFiles(picked: File[]): { accepted: File[]; error: string | null } {
  const tooLarge = picked.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES);
  return {
    accepted: picked.filter((file) => file.size <= LIVE_CHAT_FILE_MAX_BYTES),
    error: tooLarge.length > 0 ? chatMessages.filesTooLarge(tooLarge.map((file) => file.name)) : null,
  };
}

/** The files to send with the accepted ones added, each once. */
export function addFiles(current: File[], accepted: File[]): File[] {
  const known = new Set(current.map(fileKey));
  return [...current, ...accepted.filter((file) => !known.has(fileKey(file)))];
}
