import type { PublicConfig } from '@ohmstead/contracts/site-config';

/** The captcha the website API is configured for, with every address absolute. */
export type CaptchaSource =
  { provider: 'altcha'; challengeUrl: string } | { provider: 'recaptcha'; siteKey: string };

const requests = new Map<string, Promise<CaptchaSource>>();

/**
 * GET `${apiBase}/Config/Public`, asked once per API and shared by every form of the page. A failure is
 * not kept, so "Try again" asks the server again.
 */
export function loadCaptchaSource(
  apiBase: string,
  doFetch: typeof fetch = (...args) => fetch(...args),
): Promise<CaptchaSource> {
  let request = requests.get(apiBase);
  if (!request) {
    request = fetchCaptchaSource(apiBase, doFetch);
    requests.set(apiBase, request);
    request.catch(() => requests.delete(apiBase));
  }
  return request;
}

async function fetchCaptchaSource(apiBase: string, doFetch: typeof fetch): Promise<CaptchaSource> {
  const url = `${apiBase}/Config/Public`;
  const response = await doFetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const captcha = ((await response.json()) as Partial<PublicConfig> | null)?.captcha;
  if (captcha?.provider === 'altcha' && captcha.challengeUrl)
    return { provider: 'altcha', challengeUrl: challengeAddress(captcha.challengeUrl, apiBase) };
  if (captcha?.provider === 'recaptcha' && captcha.siteKey)
    return { provider: 'recaptcha', siteKey: captcha.siteKey };
  throw new Error(`${url} names no usable captcha`);
}

/**
 * The host page may be on another origin, so the challenge address must be absolute. The server names
 * its own path (`/api/Captcha/Challenge`); the widget reaches that API at `apiBase`, which may sit behind
 * a proxy under another path.
 */
function challengeAddress(challengeUrl: string, apiBase: string): string {
  if (/^https?:\/\//i.test(challengeUrl)) return challengeUrl;
  if (challengeUrl.startsWith('/api/')) return `${apiBase}${challengeUrl.slice('/api'.length)}`;
  return new URL(challengeUrl, `${apiBase}/`).href;
}
