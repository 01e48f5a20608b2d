import type { FastifyRequest } from 'fastify';
import { FORM_FILE_MAX_BYTES, FORM_FILES_MAX, chatFormMessages } from '@ohmstead/contracts/chat-forms';
import { formAttachmentSchema } from '@ohmstead/contracts/chat-schemas';
import type { TicketFile } from '../../adapters/tickets/ticket';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { safeFileName } from '../bot/attachment-types';
import { detectContentType } from '../../http/file-content-type';

/** Not in the spec: a text field of a chat form is short; a token or message far longer is not one. */
const FIELD_MAX_BYTES = 16 * 1024;

export interface FormParts {
  fields: Record<string, string>;
  files: TicketFile[];
}

/**
 * Reads a chat form's multipart body: its text fields, and its `files` parts held in memory (at most
 * FORM_FILES_MAX of FORM_FILE_MAX_BYTES each), each typed by its content and checked with the form's
 * attachment rule. Any problem is a 4xx with the spec's message.
 */
export async function readFormParts(request: FastifyRequest): Promise<FormParts> {
  const fields: Record<string, string> = {};
  const files: TicketFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: FORM_FILE_MAX_BYTES,
      fieldSize: FIELD_MAX_BYTES,
      fields: 20,
      files: FORM_FILES_MAX + 1,
      parts: 40,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new HttpError(413, `The field "${part.fieldname}" is too long.`);
      if (part.fieldname in fields) throw new HttpError(400, `The field "${part.fieldname}" was sent twice.`);
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'files')
      throw new HttpError(400, `Files must be sent as "files" parts, not "${part.fieldname}"`);
    if (files.length === FORM_FILES_MAX) throw fileError(400, chatFormMessages.tooManyFiles);
    const content = await part.toBuffer();
    if (part.file.truncated) throw fileError(413, chatFormMessages.fileTooLarge(part.filename));
    const contentType = detectContentType(content);
    parseFile({ name: part.filename, size: content.length, type: contentType });
    files.push({ fileName: safeFileName(part.filename), contentType, content });
  }
  return { fields, files };
}

function fileError(status: number, message: string): HttpError {
  return new HttpError(status, message, [{ field: 'files', message }]);
}

/** The form's attachment rule; a type it refuses is answered 415, as the file itself is the problem. */
function parseFile(file: { name: string; size: number; type: string }): void {
  try {
    parseInput(formAttachmentSchema, file, 'file');
  } catch (error) {
    if (error instanceof HttpError) throw fileError(415, error.errors?.[0]?.message ?? error.message);
    throw error;
  }
}
