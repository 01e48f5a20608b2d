/**
 * The type of a form attachment read from its content (its magic bytes), never from its name or the type
 * the browser declared: a script renamed to .png stays a script. Office files share containers (OLE for
 * doc and xls, zip for docx and xlsx), so the container's own directory names tell them apart.
 */

const startsWith = (content: Buffer, bytes: number[], offset = 0) =>
  content.length >= offset + bytes.length && bytes.every((byte, index) => content[offset + index] === byte);

const contains = (content: Buffer, text: string, encoding: BufferEncoding = 'latin1') =>
  content.includes(Buffer.from(text, encoding));

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The MIME type the content shows, 'application/octet-stream' when it shows none we know. */
export function detectContentType(content: Buffer): string {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (contains(content.subarray(0, 6), 'GIF87a') || contains(content.subarray(0, 6), 'GIF89a'))
    return 'image/gif';
  if (contains(content.subarray(0, 1024), '%PDF-')) return 'application/pdf';
  if (startsWith(content, OLE)) {
    // The compound file's directory names its streams in UTF-16.
    if (contains(content, 'WordDocument', 'utf16le')) return 'application/msword';
    if (contains(content, 'Workbook', 'utf16le') || contains(content, 'Book', 'utf16le'))
      return 'application/vnd.ms-excel';
    return 'application/x-ole-storage';
  }
  if (startsWith(content, ZIP)) {
    // File names in a zip's headers are stored uncompressed.
    if (contains(content, 'word/'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (contains(content, 'xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return 'application/zip';
  }
  if (contains(content.subarray(0, 16), 'RIFF') && contains(content.subarray(8, 12), 'WEBP'))
    return 'image/webp';
  if (startsWith(content, [0x42, 0x4d])) return 'image/bmp';
  if (startsWith(content, [0x4d, 0x5a])) return 'application/x-msdownload';
  if (/^\s*<(!doctype html|html|script|svg|\?xml)/i.test(content.subarray(0, 256).toString('latin1')))
    return 'text/html';
  return 'application/octet-stream';
}
