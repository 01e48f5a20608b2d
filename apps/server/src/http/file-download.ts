import type { FastifyReply } from 'fastify';
import { safeFileName } from './uploads/safe-file-name';

/** `attachment` with the sender's file name: plain where it is safe, else an ASCII stand-in plus RFC 5987. */
export function attachmentDisposition(fileName: string): string {
  const fallback = safeFileName(fileName);
  if (fallback === fileName) return `attachment; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a file someone uploaded (a form's attachment) to staff who may see it: always a download, its type
 * never sniffed, sandboxed should a browser render it anyway, and kept by no shared cache (it is personal
 * data) — as the CV download does (docs/security-uploads.md).
 */
export function sendUploadedFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; content: Uint8Array },
): FastifyReply {
  return uploadedFileHeaders(reply, { ...file, size: file.content.byteLength }).send(
    Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
  );
}

/** The headers of sendUploadedFile, for a file sent from elsewhere (a CV streamed from disk). */
export function uploadedFileHeaders(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; size: number },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store');
}
