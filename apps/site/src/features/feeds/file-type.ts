/** The types the feed uploads accept, by extension: some browsers give a dropped or picked file no type. */
const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** A file's type as the browser gives it, else judged by its extension; '' when neither says. */
export function fileType(file: Pick<File, 'name' | 'type'>): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return file.type || BY_EXTENSION[extension] || '';
}
