import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// How long findBy… and waitFor wait: a deadline for something that never comes, not a speed target. The
// default second is too short on a shared machine under load (CI runs every project at once).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the site reads it for its breakpoints.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
