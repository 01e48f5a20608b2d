/**
 * The chat attachments the widget's picker offers (docs/product.md §3.5: images, pdf, doc, docx, xls, xlsx, txt),
 * by the type their content shows, with the content type they are served with. SVG and HTML never.
 */
const SERVED_TYPES: Record<string, string> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/bmp': 'image/bmp',
  'application/pdf': 'application/pdf',
  'application/msword': 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel': 'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain': 'text/plain; charset=utf-8',
};

/** Shown in the page: raster images; everything else is downloaded. */
const INLINE = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The content type an attachment of this sniffed type is served with, or null when it is not taken. */
export function servedContentType(sniffedType: string): string | null {
  return SERVED_TYPES[sniffedType] ?? null;
}

/** Stored names carry the extension of their sniffed type, so the name tells how to show them. */
export const isInlineImage = (name: string) => INLINE.has(extensionOf(name));
