/**
 * What the server answers about an upload itself rather than one form's file (not in the spec): a body
 * that is not multipart or was cut off, parts it does not take, and the quotas of chat files. Each form
 * keeps its own messages for its files (chat-forms.ts, feeds-admin.ts, jobs.ts, live-chat.ts).
 */
export const uploadMessages = {
  notMultipart: 'Send the form as multipart/form-data.',
  noBoundary: 'The Content-Type multipart/form-data must name the boundary of its parts.',
  malformed:
    'The request body is not valid multipart/form-data: its parts do not match the boundary of its Content-Type.',
  truncated:
    'The upload was cut off before the form was complete. Please check your connection and try again.',
  tooManyParts: 'The form has too many parts.',
  fieldNameNotAllowed: 'A field name of the form is not allowed.',
  unexpectedField: (name: string) => `Unexpected field(s): ${name}`,
  fieldTwice: (name: string) => `The field "${name}" was sent twice.`,
  fieldTooLong: (name: string) => `The field "${name}" is too long.`,
  /** One file under a named part (feeds, CDN/UploadBotImage). */
  filePart: (expected: string, sent: string) =>
    `The file must be sent as the "${expected}" part, not "${sent}"`,
  /** Several files under a named part (bot upload_attachments, the chat forms). */
  filesPart: (expected: string, sent: string) => `Files must be sent as "${expected}" parts, not "${sent}"`,
  noChatFiles: 'No files were attached: send them as "files" parts.',
  chatFileEmpty: (name: string) => `The file "${name}" is empty.`,
  /** CDN/UploadBotImage: the kinds a live chat carries (docs/product.md §3.5). */
  chatFileTypeRefused: 'This file type is not accepted: send images, PDF, Word, Excel or text files.',
  /** The files one chat identity keeps on the server reached its quota (413). */
  chatQuotaExceeded: (megabytes: number) =>
    `The files of this chat have reached their limit of ${megabytes} MB. ` +
    'Files are removed when the chat ends; please send a smaller file or start a new chat later.',
  /** A chat file that was removed when its chat ended or expired (404). */
  chatFileGone:
    'This file is no longer available: files sent in a chat are deleted when the chat ends or has been idle too long.',
} as const;
