import { FEED_HTML, isAllowedLink } from '@ohmstead/contracts/rich-text';
import { feedsText } from '../../feeds-words';

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

/**
 * What the Link button accepts: an https address (a bare `example.com/page` gets https:// in front)
 * or a mailto: address. Plain http and every other scheme are refused with a message; what is accepted
 * is also what the feed allowlist keeps (packages/contracts/src/rich-text.ts).
 */
export function validateLinkUrl(input: string): LinkCheck {
  const value = input.trim();
  const t = feedsText.editor;
  if (!value) return { ok: false, message: t.linkRequired };
  if (/^mailto:/i.test(value))
    return /^mailto:[^\s@]+@[^\s@]+$/i.test(value)
      ? { ok: true, href: value }
      : { ok: false, message: t.linkInvalid };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme && !/^https:\/\//i.test(value)) return { ok: false, message: t.linkHttpsOnly };
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value.replace(/^\/+/, '')}`);
  } catch {
    return { ok: false, message: t.linkInvalid };
  }
  if (url.protocol !== 'https:' || !url.hostname.includes('.') || /\s/.test(value))
    return { ok: false, message: t.linkInvalid };
  return isAllowedLink(FEED_HTML, url.href)
    ? { ok: true, href: url.href }
    : { ok: false, message: t.linkHttpsOnly };
}
