import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPage } from './lazy-page';

const SubscribeForm = lazyPage(
  () => import('../features/newsletter/components/SubscribeForm'),
  'SubscribeForm',
);

/** Start loading the form this far before the footer scrolls into view. */
const PRELOAD_MARGIN = '800px';

/**
 * The footer's newsletter form, loaded once the page has loaded and the footer comes near the
 * viewport: its form library and schemas stay out of every page's first load.
 */
export function DeferredNewsletter() {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    // While a page is still loading, its footer sits near the top: wait for the load event so the
    // form never competes with the page's own first paint.
    const observe = () => observer.observe(element);
    if (document.readyState === 'complete') observe();
    else window.addEventListener('load', observe, { once: true });
    return () => {
      window.removeEventListener('load', observe);
      observer.disconnect();
    };
  }, [wanted]);
  return (
    <div ref={anchor} className="deferred-newsletter">
      {wanted && (
        <Suspense fallback={null}>
          <SubscribeForm />
        </Suspense>
      )}
    </div>
  );
}
