// What a host page receives over the network when a visitor opens the chat and gets a first answer, on a
// first visit and on the next page view, read from the Chrome DevTools Protocol's network events in
// Debian's Chromium (never a downloaded browser).
import { chromium } from '@playwright/test';
import { CHROMIUM_BROWSER } from './chromium.mjs';

/** How long the network must be still, after the answer, before a view's bytes are counted. */
const QUIET_MS = 750;
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Every request of `page` from now on, each with its bytes on the wire (`encodedDataLength` of
 * `Network.loadingFinished`: headers and body as received, 0 for one served from the browser's cache).
 */
async function networkLog(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = new Map();
  const entry = (requestId) => requests.get(requestId);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    requests.set(requestId, {
      url: request.url,
      method: request.method,
      status: 0,
      bytes: 0,
      fromCache: false,
      done: false,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = entry(requestId);
    if (request) request.fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = entry(requestId);
    if (!request) return;
    request.status = response.status;
    request.fromCache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
    const header = (wanted) =>
      Object.entries(response.headers).find(([name]) => name.toLowerCase() === wanted)?.[1];
    request.encoding = header('content-encoding');
    request.cacheControl = header('cache-control');
  });
  // The status as it came over the network: a revalidated response reaches the page as the cached 200.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const request = entry(requestId);
    if (request) request.wireStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = entry(requestId);
    if (!request) return;
    request.bytes = encodedDataLength;
    request.done = true;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
    const request = entry(requestId);
    if (!request) return;
    request.failed = errorText;
    request.done = true;
  });
  return {
    inFlight: () => [...requests.values()].filter((request) => !request.done).length,
    /** The requests since the last call. */
    take() {
      const taken = [...requests.values()];
      requests = new Map();
      return taken;
    },
  };
}

async function networkQuiet(log, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (log.inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
  }
  throw new Error(`the page's network was not quiet within ${timeoutMs} ms`);
}

/** Opens the chat as a person does (unless it opened itself) and asks `question`; resolves on the answer. */
async function askOnce(page, question) {
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  const panel = page.getByRole('dialog', { name: 'AI Assistant' });
  await launcher.or(panel).first().waitFor({ timeout: ANSWER_TIMEOUT_MS });
  if (!(await panel.isVisible())) await launcher.click();
  await panel.waitFor({ timeout: ANSWER_TIMEOUT_MS });
  const answers = panel.locator('.cw-message-system');
  const before = await answers.count();
  const message = panel.getByRole('textbox', { name: 'Message' });
  await message.fill(question);
  await message.press('Enter');
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  while ((await answers.count()) <= before) {
    if (Date.now() > deadline) throw new Error(`no answer to "${question}" within ${ANSWER_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const writing = panel.getByRole('status').filter({ hasText: 'The assistant is writing an answer' });
  await writing.waitFor({ state: 'detached', timeout: ANSWER_TIMEOUT_MS });
}

/**
 * Two views of `hostUrl` in one fresh browser profile: the first with a cold cache, the second (the
 * visitor's next page view) with what the first left in the cache; in each the chat is opened and
 * `question` answered. Then the browser revalidates `revalidateUrl` as it does once the file's fresh
 * time has passed (`fetch` with `cache: 'no-cache'`: a conditional request with the cached validator).
 * Resolves to the requests of each.
 */
export async function widgetBytesOnTheWire({ hostUrl, question, revalidateUrl }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BROWSER,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const log = await networkLog(page);
    const view = async () => {
      await page.goto(hostUrl);
      await askOnce(page, question);
      await networkQuiet(log);
      return log.take();
    };
    const first = await view();
    const next = await view();
    // As the classic script tag asks for it (no CORS), so the cached copy is the one it is compared with.
    await page.evaluate(
      (url) => fetch(url, { cache: 'no-cache', mode: 'no-cors' }).then(() => {}),
      revalidateUrl,
    );
    await networkQuiet(log);
    return { first, next, revalidated: log.take() };
  } finally {
    await browser.close();
  }
}
