import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Whether the element is in the viewport, kept up to date in both directions. Without
 * IntersectionObserver the element counts as always in view, so content is never left hidden. False on the
 * server and while hydrating, as the browser first renders what the server did (without a script at all,
 * apps/site/public/noscript.css shows the content).
 */
export function useInView<E extends Element>(threshold: number) {
  const ref = useRef<E>(null);
  const [seen, setInView] = useState(false);
  const hydrated = useHydrated();
  const inView = seen || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);
  return { ref, inView };
}
