import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** How far ahead of the viewport the captcha starts loading. */
const NEAR_MARGIN = '300px';

/**
 * True once the captcha is needed soon: its place comes near the viewport, or the visitor starts on the
 * form around it (focus or a press anywhere in it). Until then neither the configuration nor the
 * provider's script (ALTCHA, some 30 KB) is loaded: they are not part of a page's first load
 * (docs/decisions/0026-server-rendering.md).
 */
export function useNeededSoon<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(false);
  const hydrated = useHydrated();
  // Without IntersectionObserver there is no telling where it is: needed at once.
  const needed = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (needed || !element || typeof IntersectionObserver === 'undefined') return;
    const want = () => setSeen(true);
    const form = element.closest('form');
    form?.addEventListener('focusin', want);
    form?.addEventListener('pointerdown', want);
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      {
        rootMargin: NEAR_MARGIN,
      },
    );
    observer.observe(element);
    return () => {
      form?.removeEventListener('focusin', want);
      form?.removeEventListener('pointerdown', want);
      observer.disconnect();
    };
  }, [needed]);

  return { ref, needed };
}
