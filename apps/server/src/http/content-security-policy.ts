import { createHash } from 'node:crypto';
import type { Config } from '../config';

/**
 * The third parties the site loads on demand. YouTube: the player API, its frames and thumbnails
 * (apps/site/src/features/news/youtube-player.ts, YouTubeVideo.tsx). reCAPTCHA (only when configured):
 * Google's script, its frames and the scripts it loads from gstatic (docs/security-headers.md).
 */
const YOUTUBE = {
  script: ['https://www.youtube.com'],
  frame: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  img: ['https://i.ytimg.com'],
};
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export type ScriptHash = `'sha256-${string}'`;

/** What the site's policy depends on besides the page itself; built once from the configuration. */
export interface SitePolicySources {
  /** Media and documents elsewhere (ASSET_BASE as a full URL): images, video, PDF downloads. */
  assetOrigin?: string;
  /** Where the lead form may post when it goes to an external web-to-lead service. */
  formActions: string[];
  recaptcha: boolean;
  extra: { connectSrc: string[]; scriptSrc: string[]; imgSrc: string[] };
}

export function sitePolicySources(config: Config): SitePolicySources {
  const assetOrigin = originOf(config.assetBase);
  const leadOrigin = config.leads.externalUrl ? originOf(config.leads.externalUrl) : undefined;
  const siteOrigin = originOf(config.siteUrl);
  return {
    assetOrigin,
    // Our own lead endpoint answers with a redirect to SITE_URL/thank-you, which form-action also checks.
    formActions: [leadOrigin, siteOrigin].filter((origin): origin is string => Boolean(origin)),
    recaptcha: Boolean(config.captcha.recaptchaSiteKey && config.captcha.recaptchaSecretKey),
    extra: config.csp,
  };
}

/**
 * The Content-Security-Policy of a page of the site: scripts only from this server (and the third parties
 * above), inline scripts only by the hash of the very page sent, no inline styles, no plugins, framed only
 * by the site itself. docs/security-headers.md explains every directive.
 */
export function sitePolicy(sources: SitePolicySources, scriptHashes: readonly ScriptHash[]): string {
  const { assetOrigin, extra } = sources;
  const asset = assetOrigin ? [assetOrigin] : [];
  const recaptcha = sources.recaptcha ? RECAPTCHA : { script: [], frame: [] };
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...YOUTUBE.script, ...recaptcha.script, ...extra.scriptSrc],
    ['style-src', "'self'"],
    ['img-src', "'self'", ...asset, ...YOUTUBE.img, ...extra.imgSrc],
    ['font-src', "'self'"],
    ['media-src', "'self'", ...asset],
    // 'self' covers this server's websocket (ws:/wss:) too; other origins need their socket scheme spelled out.
    ['connect-src', "'self'", ...asset, ...withSocketSchemes(extra.connectSrc)],
    ['frame-src', ...YOUTUBE.frame, ...recaptcha.frame],
    // The captcha's proof of work runs in workers; the widget makes them from blob: URLs (any host page).
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'", ...sources.formActions],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => unique(directive).join(' ')).join('; ');
}

/** A source `https://x` does not match `wss://x`: each http(s) origin brings its websocket twin along. */
function withSocketSchemes(origins: readonly string[]): string[] {
  return origins.flatMap((origin) => {
    const socket = origin.replace(/^http(s?):/, 'ws$1:');
    return socket === origin ? [origin] : [origin, socket];
  });
}

const unique = (values: string[]) => [...new Set(values)];

function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    // A path (ASSET_BASE=/assets): served by this server, so 'self'.
    return undefined;
  }
}

// Inline scripts of an HTML document: a <script> element without src, up to its end tag (scripts cannot
// contain `</script`), in the exact characters the browser hashes. A JSON data block (the data a
// server-rendered page was rendered with) is never run, so it needs no hash.
const INLINE_SCRIPT =
  /<script\b(?![^>]*\ssrc\s*=)(?![^>]*\stype\s*=\s*["']?application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script\s*>/gi;

let lastHtml = '';
let lastHashes: ScriptHash[] = [];

/**
 * The CSP hash source of every inline script of `html`. Computed from the document actually sent, so a
 * rebuilt or server-rendered page is allowed exactly its own scripts, never an older page's.
 */
export function inlineScriptHashes(html: string): ScriptHash[] {
  // Every page request sends the same index.html: keep the last answer.
  if (html === lastHtml) return lastHashes;
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'` as const,
  );
  lastHtml = html;
  lastHashes = unique(hashes) as ScriptHash[];
  return lastHashes;
}
