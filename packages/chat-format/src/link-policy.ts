import { OWN_CLASS } from './allowlist';
import { safeUrl } from './urls';

/** An element's attributes by name, as both sanitisers hand them over. */
export type Attributes = Record<string, string>;

/**
 * What a reply's element keeps of its (already allowed) attributes: every link opens safely in a new tab,
 * every URL passes the same policy (raw HTML included), only the renderer's own classes stay, and only
 * images open the lightbox. One function for the server's sanitiser and the browser's, so they agree.
 */
export function linkPolicy(tag: string, attributes: Attributes): Attributes {
  const kept: Attributes = { ...attributes };
  if (kept.class !== undefined && !OWN_CLASS.test(kept.class)) delete kept.class;
  for (const name of ['href', 'src']) {
    const value = kept[name];
    if (value === undefined) continue;
    const url = safeUrl(value);
    if (url === null) delete kept[name];
    else kept[name] = url;
  }
  if (tag === 'a') {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer';
  }
  if (tag === 'img') kept['data-lightbox'] = '';
  else delete kept['data-lightbox'];
  return kept;
}
