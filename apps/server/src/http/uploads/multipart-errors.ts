import { uploadMessages } from '@ohmstead/contracts/uploads';
import { HttpError } from '../errors';

/**
 * The one place where the failures of @fastify/multipart and busboy become answers a person can act on.
 * `sawPart` tells a body that never was multipart (JSON sent with a multipart Content-Type) from one cut
 * off midway: busboy reports both as an unexpected end. Anything else (a full disk) stays a server error.
 */
export function multipartClientError(error: unknown, sawPart: boolean): unknown {
  if (error instanceof HttpError) return error;
  const {
    code,
    message = '',
    statusCode,
  } = error as {
    code?: string;
    message?: string;
    statusCode?: number;
  };
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, uploadMessages.notMultipart);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, uploadMessages.tooManyParts);
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, uploadMessages.fieldNameNotAllowed);
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, uploadMessages.truncated);
  }
  if (/boundary not found|boundary required/i.test(message))
    return new HttpError(400, uploadMessages.noBoundary);
  if (/malformed|unsupported content type/i.test(message))
    return new HttpError(400, uploadMessages.malformed);
  if (/unexpected end of (form|multipart data)|terminated early/i.test(message))
    return new HttpError(400, sawPart ? uploadMessages.truncated : uploadMessages.malformed);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return new HttpError(statusCode, message || uploadMessages.malformed);
  return error;
}
