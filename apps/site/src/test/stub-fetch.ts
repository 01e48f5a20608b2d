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
