import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to look for an anchor target while a lazily loaded page renders. */
const ANCHOR_WAIT_MS = 2000;

/**
 * Every navigation scrolls to the top (docs/product.md §1.2); a navigation that carries an anchor
 * (for example /about-us#our-team) scrolls to that element once it has rendered.
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
