import { IMAGE_EXTENSIONS } from '@ohmstead/contracts/chat-forms';

/**
 * The chat attachments the widget's picker offers (spec/03 §5: images, pdf, doc, docx, xls, xlsx, txt),
 * by extension, with the content type they are served with.
 */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
};

/** Shown in the page: raster images. SVG can carry script, so it is downloaded like any other file. */
const INLINE = new Set<string>(IMAGE_EXTENSIONS.filter((extension) => extension !== 'svg'));

export const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The content type of an allowed attachment, or null when its kind is not accepted. */
export function attachmentContentType(name: string): string | null {
  return CONTENT_TYPES[extensionOf(name)] ?? null;
}

export const isInlineImage = (name: string) => INLINE.has(extensionOf(name));

/** A name that is safe in a path and a header: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  const extension = extensionOf(cleaned);
  const stem = cleaned.slice(0, cleaned.length - (extension ? extension.length + 1 : 0)).slice(0, 100);
  return `${stem || 'file'}${extension ? `.${extension}` : ''}`;
}
