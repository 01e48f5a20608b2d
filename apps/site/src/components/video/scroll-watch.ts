/**
 * One passive scroll/resize listener for every video on the page, throttled to one check per
 * frame; each watcher reads its own position in the same frame.
 */
type Check = () => void;

const checks = new Set<Check>();
let frame = 0;

const runChecks = () => {
  frame = 0;
  checks.forEach((check) => check());
};

const schedule = () => {
  if (!frame) frame = requestAnimationFrame(runChecks);
};

export function watchScroll(check: Check): () => void {
  if (checks.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  checks.add(check);
  schedule();
  return () => {
    checks.delete(check);
    if (checks.size > 0) return;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}
