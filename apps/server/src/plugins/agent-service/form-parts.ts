import {
  chatFormMessages,
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILES_MAX,
} from '@ohmstead/contracts/chat-forms';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TicketFile } from '../../adapters/tickets/ticket';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { safeFileName } from '../../http/uploads/safe-file-name';

export interface FormParts {
  files: TicketFile[];
  /** Removes the files from disk: call it once the ticket system has them, or on any failure. */
  discard(): Promise<void>;
}

/**
 * Receives a chat form's multipart body. Its fields are parsed with `schema` ("Invalid form: …"), and
 * `checkFields` sees them before the first byte of the first file is read (the widget sends its fields
 * first): a form with a bad field or captcha is refused before any file costs disk. The `files` parts (at
 * most FORM_FILES_MAX of FORM_FILE_MAX_BYTES each, typed by their content) are streamed to a temporary
 * folder and handed over from there.
 */
export async function receiveFormParts<S extends z.ZodType>(
  request: FastifyRequest,
  tempDir: string,
  schema: S,
  checkFields: (form: z.output<S>) => Promise<void>,
): Promise<FormParts> {
  const upload = await receiveMultipart(request, tempDir, {
    form: { schema, what: 'form' },
    errorField: 'files',
    beforeFiles: checkFields,
    files: {
      part: 'files',
      minFiles: 0,
      maxFiles: FORM_FILES_MAX,
      maxBytes: FORM_FILE_MAX_BYTES,
      accepts: (type) => type.mime in FORM_FILE_TYPES,
    },
    messages: {
      wrongPart: (sent) => uploadMessages.filesPart('files', sent),
      tooMany: chatFormMessages.tooManyFiles,
      missing: chatFormMessages.tooManyFiles,
      empty: uploadMessages.chatFileEmpty,
      tooLarge: (file) => chatFormMessages.fileTooLarge(file.name),
      typeRefused: (file) => chatFormMessages.fileTypeNotAllowed(file.type.mime),
    },
  });
  return {
    files: upload.files.map((file) => ({
      fileName: safeFileName(file.name),
      contentType: file.type.mime,
      path: file.path,
      size: file.size,
    })),
    discard: upload.discard,
  };
}
