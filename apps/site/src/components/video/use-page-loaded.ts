import { useEffect, useState } from 'react';

/**
 * True once the window's load event has fired. Videos wait for it so that their downloads never
 * compete with the page's own resources (and its largest paint).
 */
export function usePageLoaded(): boolean {
  // No document on the server: its render (and the browser's hydration of it) says not yet.
  const [loaded, setLoaded] = useState(
    () => typeof document !== 'undefined' && document.readyState === 'complete',
  );
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}
