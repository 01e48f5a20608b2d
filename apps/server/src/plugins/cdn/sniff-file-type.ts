import { Transform, type TransformCallback } from 'node:stream';
import { detectContentType } from '../../http/file-content-type';
import { HttpError } from '../../http/errors';

/** The kinds a chat may carry (spec/03 §5), by sniffed type: the extension stored and the type served. */
const ACCEPTED: Record<string, { extension: string; inline: boolean }> = {
  'image/jpeg': { extension: 'jpg', inline: true },
  'image/png': { extension: 'png', inline: true },
  'image/gif': { extension: 'gif', inline: true },
  'image/webp': { extension: 'webp', inline: true },
  'image/bmp': { extension: 'bmp', inline: true },
  'application/pdf': { extension: 'pdf', inline: false },
  'application/msword': { extension: 'doc', inline: false },
  'application/vnd.ms-excel': { extension: 'xls', inline: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    inline: false,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { extension: 'xlsx', inline: false },
  'text/plain': { extension: 'txt', inline: false },
};
export type AcceptedKind = { contentType: string; extension: string; inline: boolean };

const SNIFF_BYTES = 4096;
export const FILE_TYPE_REFUSED =
  'This file type is not accepted: send images, PDF, Word, Excel or text files.';

/**
 * Plain text is what shows no binary signature, no markup and no control bytes; SVG and HTML (which
 * could run script) are never accepted, whatever their name.
 */
function looksLikePlainText(head: Buffer): boolean {
  // A multi-byte character may be cut at the end of the head: only the complete part is checked.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).slice(0, -4);
  for (const character of text) {
    const code = character.codePointAt(0)!;
    // Control bytes other than tab, line feed, vertical tab, form feed and carriage return, or bytes
    // that are not UTF-8 at all: a binary file.
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0xfffd) return false;
  }
  return true;
}

export function kindOf(head: Buffer, declaredName: string): AcceptedKind | undefined {
  const detected = detectContentType(head);
  if (detected === 'application/octet-stream' && /\.txt$/i.test(declaredName) && looksLikePlainText(head))
    return { contentType: 'text/plain', ...ACCEPTED['text/plain']! };
  const kind = ACCEPTED[detected];
  return kind ? { contentType: detected, ...kind } : undefined;
}

/**
 * Passes a file through while telling its kind from its first bytes: a kind we do not take stops the
 * stream at once (415), before anything past the head is written.
 */
export class SniffFileType extends Transform {
  kind: AcceptedKind | undefined;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly declaredName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.kind) return done(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.headBytes === 0 || this.kind) return done();
    this.release(done);
  }

  private release(done: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.kind = kindOf(head, this.declaredName);
    if (!this.kind) return done(new HttpError(415, FILE_TYPE_REFUSED));
    done(null, head);
  }
}
