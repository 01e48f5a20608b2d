import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { cfbStreamNames } from './cfb-stream-names';
import { isPlainTextFile, looksLikeMarkup } from './plain-text';

/** A file's type as its content shows it: MIME type and the extension it is stored and served with. */
export interface FileType {
  mime: string;
  ext: string;
}

export const UNKNOWN_FILE_TYPE: FileType = { mime: 'application/octet-stream', ext: 'bin' };
const MARKUP: FileType = { mime: 'text/html', ext: 'html' };
const PLAIN_TEXT: FileType = { mime: 'text/plain', ext: 'txt' };
const CFB = 'application/x-cfb';
/** Office 97–2003 documents by the stream their application keeps in the CFB container. */
const CFB_DOCUMENTS: [stream: string, type: FileType][] = [
  ['WordDocument', { mime: 'application/msword', ext: 'doc' }],
  ['Workbook', { mime: 'application/vnd.ms-excel', ext: 'xls' }],
  ['Book', { mime: 'application/vnd.ms-excel', ext: 'xls' }],
];
/** What the start of a file may show while only the whole file names the type inside. */
const CONTAINERS = new Set(['application/zip', CFB]);

/** Enough of a file's start for file-type to see every signature it knows (its own sample size). */
export const HEAD_BYTES = 4100;

/**
 * The type the first bytes show, while the file still streams in. `final` is false where only the whole
 * file tells (a zip may be a .docx, a CFB a .doc, text may turn binary later): the receiver refuses early
 * only what is final.
 */
export async function typeOfHead(head: Uint8Array): Promise<{ type: FileType; final: boolean }> {
  const found = await fileTypeFromBuffer(head);
  if (found) return { type: { mime: found.mime, ext: found.ext }, final: !CONTAINERS.has(found.mime) };
  if (looksLikeMarkup(head)) return { type: MARKUP, final: true };
  return { type: UNKNOWN_FILE_TYPE, final: false };
}

/**
 * The type of a whole file by its content, never its name: file-type (the library people trust) for
 * every signature, and our own distinctions only where it cannot tell (docs/decisions/0013-uploads.md): Word
 * from Excel inside a CFB container, plain text from markup and from unknown binary.
 */
export async function typeOfFile(filePath: string): Promise<FileType> {
  const found = await fileTypeFromFile(filePath);
  if (found && found.mime !== CFB) return { mime: found.mime, ext: found.ext };
  const file = await open(filePath, 'r');
  try {
    if (found) {
      const streams = await cfbStreamNames(file);
      return CFB_DOCUMENTS.find(([stream]) => streams.has(stream))?.[1] ?? { mime: CFB, ext: 'cfb' };
    }
    const head = Buffer.alloc(512);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    if (looksLikeMarkup(head.subarray(0, bytesRead))) return MARKUP;
    return (await isPlainTextFile(file)) ? PLAIN_TEXT : UNKNOWN_FILE_TYPE;
  } finally {
    await file.close();
  }
}
