/**
 * The rules of the social items an editor manages: YouTube videos, LinkedIn posts and
 * funding-news logos (docs/product.md §2.3 "External link or logo", "YouTube item", "LinkedIn item"). Zod-free, so
 * the public social panel can read a video id without the schema library; the schemas of the admin calls
 * are in social-items-schemas.ts.
 */
import type { SocialKind } from './feeds';

/** Not in the spec: the longest title and link an editor may enter. */
export const SOCIAL_HEADING_INPUT_MAX = 200;
export const SOCIAL_LINK_MAX = 2000;
/** docs/product.md §2.5: a YouTube video id is exactly 11 characters. */
export const YOUTUBE_ID_LENGTH = 11;

/** Which kinds carry an image of ours: a logo must, a LinkedIn post may, a video never (YouTube draws it). */
export const SOCIAL_IMAGE_RULE: Record<SocialKind, 'required' | 'optional' | 'none'> = {
  ExternalLink: 'required',
  LinkedIn: 'optional',
  Youtube: 'none',
};

export const socialItemMessages = {
  kindInvalid: 'kind must be one of ExternalLink, Youtube, LinkedIn',
  idInvalid: 'id must be a positive whole number',
  directionInvalid: 'direction must be up or down',
  headingRequired: 'A title is required',
  headingMax: `The title cannot exceed ${SOCIAL_HEADING_INPUT_MAX} characters`,
  linkRequired: 'A link is required',
  linkMax: `The link cannot exceed ${SOCIAL_LINK_MAX} characters`,
  youtubeInvalid:
    'Enter the link of a YouTube video, such as https://www.youtube.com/watch?v=… or https://youtu.be/….',
  youtubeMarkup:
    "Only YouTube's own embed code is accepted; scripts and frames from other sites are refused. Paste the video's link instead.",
  linkedInInvalid: 'Enter the https:// address of a LinkedIn post, such as https://www.linkedin.com/posts/….',
  linkInvalid: 'Enter an https:// address, such as https://example.com/article.',
  markupRefused: 'Scripts, frames and other embed code are not accepted here. Paste the link itself.',
  imageRequired: 'A logo needs an image: choose a JPEG, PNG, GIF or WebP file.',
  imageNotTaken: 'A YouTube video takes no image: its picture comes from YouTube.',
  imageType: 'Only JPEG, PNG, GIF or WebP images are allowed.',
  imageTooLarge: 'The image is too large. Maximum allowed size is 5 MB.',
  imageOnlyOne: 'Send one image only.',
  imageEmpty: 'The image file is empty.',
  imagePart: (sent: string) => `The image must be sent as the "image" part, not "${sent}"`,
  notFound: 'No such item.',
  alreadyFirst: 'The item is already the first.',
  alreadyLast: 'The item is already the last.',
  created: 'The item has been created.',
  updated: 'The item has been updated.',
  deleted: 'The item has been deleted.',
  moved: 'The item has been moved.',
} as const;

/** What an editor's link became: the link to store (and a video's id), or why it was refused. */
export type SocialLinkCheck = { ok: true; link: string; videoId?: string } | { ok: false; message: string };

const ID_PATTERN = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'youtu.be'];

/** A URL as people paste it: with or without the scheme; undefined when it is none. */
function parseUrl(text: string): URL | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return undefined;
  }
}

/** The src of pasted embed code that is exactly one iframe, else undefined. */
function iframeSource(text: string): string | undefined {
  const match = /^<iframe\s[^>]*?\bsrc\s*=\s*(["'])([^"'<>]*)\1[^>]*>\s*<\/iframe>$/i.exec(text);
  return match?.[2];
}

/**
 * docs/product.md §2.5: the id of a YouTube video, from any link form people paste (watch?v=, youtu.be/, embed/,
 * shorts/, live/, v/, youtube-nocookie.com, with or without https:// and www. or m.), or from YouTube's
 * own embed code (one iframe); undefined unless it is exactly 11 characters of an id.
 */
export function youtubeVideoId(input: string): string | undefined {
  const text = input.trim();
  const source = text.startsWith('<') ? iframeSource(text) : text;
  if (source === undefined) return undefined;
  const url = parseUrl(source);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  if (!YOUTUBE_HOSTS.includes(host)) return undefined;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = first;
  else if (first === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(first ?? '')) id = second;
  return id && ID_PATTERN.test(id) ? id : undefined;
}

/** The canonical link of a video: what the public call answers as the item's description. */
export const youtubeWatchLink = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** An https address of a public web host (no user name, password or port), normalised; else undefined. */
function httpsAddress(text: string): URL | undefined {
  const url = parseUrl(text);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  // A host name of the web: at least one dot, no bare "localhost" or single label.
  if (!/^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname)) return undefined;
  return url;
}

const LINKEDIN_POST_PATHS = ['/posts/', '/feed/update/', '/pulse/'];

/** A LinkedIn post: https on linkedin.com (or a country's subdomain of it), a post's path. */
function linkedInPost(text: string): URL | undefined {
  const url = httpsAddress(text);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const onLinkedIn = host === 'linkedin.com' || /^([a-z]{2}|www)\.linkedin\.com$/.test(host);
  const isPost = LINKEDIN_POST_PATHS.some(
    (path) => url.pathname.startsWith(path) && url.pathname.length > path.length,
  );
  return onLinkedIn && isPost ? url : undefined;
}

/**
 * The rule of an item's link by kind. A video is stored as its id (and the canonical watch link), so no
 * address an editor typed reaches a page; a post must be a LinkedIn post, a logo's link any https article.
 * Markup is never stored: only YouTube's own one-iframe embed code is read, for its video id.
 */
export function checkSocialLink(kind: SocialKind, input: string): SocialLinkCheck {
  const text = input.trim();
  if (!text) return { ok: false, message: socialItemMessages.linkRequired };
  if (text.length > SOCIAL_LINK_MAX) return { ok: false, message: socialItemMessages.linkMax };
  const markup = /[<>]/.test(text);
  if (kind === 'Youtube') {
    const videoId = youtubeVideoId(text);
    if (videoId) return { ok: true, link: youtubeWatchLink(videoId), videoId };
    return {
      ok: false,
      message: markup ? socialItemMessages.youtubeMarkup : socialItemMessages.youtubeInvalid,
    };
  }
  if (markup || /\s/.test(text)) return { ok: false, message: socialItemMessages.markupRefused };
  const url = kind === 'LinkedIn' ? linkedInPost(text) : httpsAddress(text);
  if (!url)
    return {
      ok: false,
      message: kind === 'LinkedIn' ? socialItemMessages.linkedInInvalid : socialItemMessages.linkInvalid,
    };
  return { ok: true, link: url.href };
}
