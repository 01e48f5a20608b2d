/**
 * The address a lead post may redirect to: an absolute http(s) URL on the site's own origin, so the
 * endpoint cannot be used to send visitors elsewhere. Undefined for anything else.
 */
export function sameSiteReturnUrl(retURL: string, siteUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(retURL);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.origin === new URL(siteUrl).origin ? url.href : undefined;
}
