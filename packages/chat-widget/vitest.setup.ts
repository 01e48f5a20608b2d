import { options } from 'preact';
import { afterAll } from 'vitest';

/**
 * Preact runs effects after the next frame: requestAnimationFrame with a timer beside it, and the timer
 * calls cancelAnimationFrame. A test file whose last render left effects pending saw that timer fire after
 * jsdom was torn down, where cancelAnimationFrame no longer exists: an unhandled error that fails the run
 * (it did on a loaded machine, past a fixed 50 ms wait). Here effects run after a plain timer instead, and
 * each file ends once every effect it scheduled has run: waited for, not guessed.
 */
const pendingEffects = new Set<ReturnType<typeof setTimeout>>();
options.requestAnimationFrame = (runEffects) => {
  const timer = setTimeout(() => {
    pendingEffects.delete(timer);
    runEffects();
  });
  pendingEffects.add(timer);
};

afterAll(async () => {
  while (pendingEffects.size > 0) await new Promise((resolve) => setTimeout(resolve));
});
