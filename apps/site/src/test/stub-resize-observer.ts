import { vi } from 'vitest';

/**
 * jsdom measures nothing: a chart's container asks a ResizeObserver, here one that never reports.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
