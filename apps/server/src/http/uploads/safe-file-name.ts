const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

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

/**
 * A stored name: the sender's stem, made safe and at most `stemMax` long, with the extension of the type
 * the content showed, so the file is served as what it is whatever it was called.
 */
export function storedFileName(sentName: string, extension: string, stemMax = 80): string {
  const stem =
    safeFileName(sentName)
      .replace(/\.[A-Za-z0-9]+$/, '')
      .replace(/\./g, '-')
      .slice(0, stemMax) || 'file';
  return `${stem}.${extension}`;
}
