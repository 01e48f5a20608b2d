/**
 * Where an attachment opens: its path on the service origin (uploads are stored there), or an absolute
 * http(s) URL. Anything else (javascript:, data:, protocol-relative) gets no link at all.
 */
export function mediaHref(url: string, serviceOrigin: string | undefined): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return `${serviceOrigin ?? ''}${url}`;
  return /^https?:\/\//i.test(url) ? url : null;
}
