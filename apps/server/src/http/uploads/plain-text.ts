import type { FileHandle } from 'node:fs/promises';

const CHUNK_BYTES = 64 * 1024;

/** Control characters other than tab, line feed, vertical tab, form feed and carriage return. */
function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && (code < 0x09 || code > 0x0d)) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Markup a browser could run (HTML, SVG, XML): text whose first character is `<` followed by a letter,
 * `!` or `?`. Such a file is never taken as plain text, whatever its name.
 */
export const looksLikeMarkup = (head: Uint8Array) =>
  /^\uFEFF?\s*<[A-Za-z!?]/.test(Buffer.from(head.subarray(0, 512)).toString('latin1'));

/**
 * Plain text is what file-type cannot name (it reads signatures, and text has none): valid UTF-8 from the
 * first byte to the last, without control characters. Reads the whole file, a chunk at a time.
 */
export async function isPlainTextFile(file: FileHandle): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let position = 0;
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      if (hasControlCharacters(decoder.decode(buffer.subarray(0, bytesRead), { stream: true }))) return false;
    }
    return position > 0 && !hasControlCharacters(decoder.decode());
  } catch {
    // Not UTF-8.
    return false;
  }
}
