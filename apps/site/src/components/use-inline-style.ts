import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sets style properties from script (the CSSOM) instead of a `style` attribute. The site's
 * Content-Security-Policy allows no inline styles, so a style attribute in HTML the server rendered
 * would be refused; styles set from script are not affected (docs/security-headers.md). Names are CSS
 * names: 'transform', 'animation-duration', '--custom-property'.
 */
export function useInlineStyle(ref: RefObject<HTMLElement | null>, properties: Record<string, string>): void {
  const values = JSON.stringify(properties);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(JSON.parse(values) as Record<string, string>))
      element.style.setProperty(name, value);
  }, [ref, values]);
}
