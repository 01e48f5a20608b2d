import { afterAll } from 'vitest';

/**
 * Preact runs effects after the next frame, with a 35 ms timer as the fallback; a test file whose last
 * render leaves one pending would see that timer fire after jsdom is torn down, where
 * cancelAnimationFrame no longer exists (an unhandled error that fails the run). Let them run first.
 */
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
