import { SAFETY_SCROLL_TOLERANCE_PX } from '@ohmstead/contracts/safety-content';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** True when the content is scrolled to within the tolerance of its bottom, or does not scroll at all. */
export function scrolledToEnd(content: HTMLElement): boolean {
  return content.scrollHeight - content.clientHeight - content.scrollTop <= SAFETY_SCROLL_TOLERANCE_PX;
}

function showFromTop(content: HTMLElement) {
  content.scrollTop = 0;
  content.focus();
}

/**
 * docs/product.md §3.4 "Safety flow": whether the wizard's page has been read to its end (a page once read
 * stays read). `content` is the scrolling box, `body` the page inside it; both are watched for a change of size.
 */
export function usePageRead(page: number) {
  const [readPages, setReadPages] = useState<ReadonlySet<number>>(() => new Set());
  const content = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);

  function checkRead() {
    const element = content.current;
    if (!element || !scrolledToEnd(element)) return;
    setReadPages((read) => (read.has(page) ? read : new Set(read).add(page)));
  }

  // A new page starts at its top, takes the focus (its buttons may be disabled now) and is checked at once:
  // a page that does not scroll is read as soon as it is shown.
  useLayoutEffect(() => {
    if (content.current) showFromTop(content.current);
    checkRead();
    // checkRead reads the page it closes over; it runs again whenever the page changes.
  }, [page]);

  // The content may stop needing a scroll when the panel grows (fullscreen, window, fonts): check again.
  useEffect(() => {
    const element = content.current;
    if (!element) return;
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(() => checkRead());
      observer.observe(element);
      if (body.current) observer.observe(body.current);
      return () => observer.disconnect();
    }
    const onResize = () => checkRead();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
    // The observer calls the checkRead of the current page.
  }, [page]);

  return {
    content,
    body,
    read: readPages.has(page),
    checkRead,
    // End and Home move the page's text itself, at once, and the page is checked right after. Left to the
    // browser (an animated keyboard scroll), an End pressed soon after the page appeared was sometimes lost
    // in Chromium under load: the text stayed at its top and Next stayed disabled for a reader who had done
    // everything right (docs/decisions/0002-test-command.md).
    onContentKeyDown(event: KeyboardEvent) {
      if ((event.key !== 'End' && event.key !== 'Home') || event.altKey || event.shiftKey || event.metaKey) {
        return;
      }
      const element = event.currentTarget as HTMLElement;
      event.preventDefault();
      element.scrollTop = event.key === 'End' ? element.scrollHeight - element.clientHeight : 0;
      checkRead();
    },
  };
}
