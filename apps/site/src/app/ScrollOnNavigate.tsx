import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to look for an anchor target while a lazily loaded page renders. */
const ANCHOR_WAIT_MS = 2000;

/**
 * Every navigation scrolls to the top (docs/product.md §1.2); a navigation that carries an anchor
 * (for example /about-us#our-team) scrolls to that element once it has rendered. The page the browser
 * loaded is left where it is: the browser has placed it (at its anchor, or where a reload was), and a
 * visitor may have scrolled a page the server rendered before its script started (main.tsx).
 */
export function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const loadedPage = useRef(true);
  useEffect(() => {
    const firstRender = loadedPage.current;
    loadedPage.current = false;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) {
      if (!firstRender) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // An anchor in the HTML the browser loaded is already in view; one of a page rendered here is sought.
    if (firstRender && document.getElementById(id)) return;
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
