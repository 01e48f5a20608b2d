import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * For every test of the file: the page's `fetch` is `fetchMock` (after `before`, which sets the answers
 * up), and console.warn is quiet (the API client warns of every refused request); all undone after it.
 */
export function stubFetchEachTest(fetchMock: Mock, before?: () => void) {
  beforeEach(() => {
    before?.();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Where a test's relative request paths are read from. */
const TEST_ORIGIN = 'http://site.test';

/**
 * The page's `fetch` answered by `answer` from each request's URL and init, until vi.unstubAllGlobals;
 * the mock it gives records every request.
 */
export function serveFetch(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    answer(new URL(String(input), TEST_ORIGIN), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the requests `serveFetch` recorded whose path ends with `path`, in order. */
export const requestsTo = (fetchMock: ReturnType<typeof serveFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), TEST_ORIGIN))
    .filter((url) => url.pathname.endsWith(path));
