import { Suspense, useEffect, useRef, useState } from 'react';
import { NeedsJavaScript } from '@/components/NeedsJavaScript';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { useHydrated } from '@/lib/use-hydrated';
import { lazyPage } from './lazy-page';

const SubscribeForm = lazyPage(
  () => (import.meta.env.SSR ? notOnTheServer() : import('@/features/newsletter/components/SubscribeForm')),
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
  // Not on the server, nor while hydrating what it rendered: the form comes after the page has loaded.
  const [near, setNear] = useState(false);
  const hydrated = useHydrated();
  // Without IntersectionObserver there is no telling where the footer is: the form loads at once.
  const wanted = near || (hydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = anchor.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
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
      <NeedsJavaScript what="Subscribing" />
      {wanted && (
        <Suspense fallback={null}>
          <SubscribeForm />
        </Suspense>
      )}
    </div>
  );
}
