import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  SAFETY_ACKNOWLEDGEMENT_TEXT,
  SAFETY_CONTENT_VERSION,
  SAFETY_SCROLL_TOLERANCE_PX,
  SAFETY_WIZARD_PAGES,
  safetyMessages,
} from '@ohmstead/contracts/safety-content';
import { acknowledgeSafety } from './acknowledge-safety';
import type { ChatStore } from '../state/types';
import { SafetyPoints } from './SafetyPoints';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** True when the content is scrolled to within the tolerance of its bottom, or does not scroll at all. */
export function scrolledToEnd(content: HTMLElement): boolean {
  return content.scrollHeight - content.clientHeight - content.scrollTop <= SAFETY_SCROLL_TOLERANCE_PX;
}

function showFromTop(content: HTMLElement) {
  content.scrollTop = 0;
  content.focus();
}

export interface SafetyWizardProps {
  store: ChatStore;
}

/**
 * The safety overlay (docs/product.md §3.2 "Safety overlay", §3.4 "Safety flow"): four pages over the panel body that
 * only 'I Acknowledge' ends. Next and I Acknowledge wait until the page has been read to its end (within
 * 5 px, or it does not scroll); a page once read stays read. Render it inside a positioned box that covers
 * the panel body, or straight inside `.cw-panel`: the sheet then puts it in the body's place, under the header.
 */
export function SafetyWizard({ store }: SafetyWizardProps) {
  const [page, setPage] = useState(0);
  const [readPages, setReadPages] = useState<ReadonlySet<number>>(() => new Set());
  const [acknowledged, setAcknowledged] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pageTitleId = useId();
  const hintId = useId();

  const total = SAFETY_WIZARD_PAGES.length;
  const current = SAFETY_WIZARD_PAGES[page]!;
  const isLast = page === total - 1;
  const canContinue = readPages.has(page);

  function checkRead() {
    const element = content.current;
    if (!element || !scrolledToEnd(element)) return;
    setReadPages((read) => (read.has(page) ? read : new Set(read).add(page)));
  }

  // Focus goes back where it was (the panel) when the overlay leaves. Declared first: it must see the
  // focus before the page effect below moves it into the overlay.
  useLayoutEffect(() => {
    const root = dialog.current?.getRootNode() as ShadowRoot | Document | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    return () => {
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
  }, []);

  // A new page starts at its top, takes the focus (its buttons may be disabled now) and is checked at once:
  // a page that does not scroll is read as soon as it is shown.
  useLayoutEffect(() => {
    if (content.current) showFromTop(content.current);
    checkRead();
    // checkRead reads the page it closes over; it runs again whenever the page changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  function onKeyDown(event: KeyboardEvent) {
    // Nothing closes the overlay but the acknowledgement, and nothing behind it hears the key.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return event.preventDefault();
    const active = (dialog.current.getRootNode() as ShadowRoot | Document).activeElement;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  // End and Home move the page's text itself, at once, and the page is checked right after. Left to the
  // browser (an animated keyboard scroll), an End pressed soon after the page appeared was sometimes lost
  // in Chromium under load: the text stayed at its top and Next stayed disabled for a reader who had done
  // everything right (docs/decisions/0002-test-command.md).
  function onContentKeyDown(event: KeyboardEvent) {
    if ((event.key !== 'End' && event.key !== 'Home') || event.altKey || event.shiftKey || event.metaKey) {
      return;
    }
    const element = event.currentTarget as HTMLElement;
    event.preventDefault();
    element.scrollTop = event.key === 'End' ? element.scrollHeight - element.clientHeight : 0;
    checkRead();
  }

  function acknowledge() {
    if (acknowledged) return;
    setAcknowledged(true);
    void acknowledgeSafety(store, SAFETY_CONTENT_VERSION);
  }

  const assetBase = store.config.assetBase;
  return (
    <div
      ref={dialog}
      class="cw-safety-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div class="cw-safety-wizard">
        <div class="cw-safety-head">
          <h2 id={titleId} class="cw-safety-heading">
            {safetyMessages.wizardTitle}
          </h2>
          <span class="cw-safety-step" aria-hidden="true">
            {page + 1}/{total}
          </span>
        </div>
        <div
          class="cw-safety-progress"
          role="progressbar"
          aria-label={safetyMessages.progressLabel}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={page + 1}
          aria-valuetext={safetyMessages.progressText(page + 1, total)}
        >
          <div class="cw-safety-progress-fill" style={{ width: `${((page + 1) / total) * 100}%` }} />
        </div>
        <div
          ref={content}
          class="cw-safety-content"
          role="region"
          aria-labelledby={pageTitleId}
          aria-describedby={canContinue ? undefined : hintId}
          tabIndex={0}
          onScroll={checkRead}
          onKeyDown={onContentKeyDown}
        >
          <div ref={body} class="cw-safety-page">
            <h3 id={pageTitleId} class="cw-safety-page-title">
              <span class="cw-sr-only">{safetyMessages.progressText(page + 1, total)}: </span>
              {current.title}
            </h3>
            {current.paragraphs.map((text) => (
              <p key={text} class="cw-safety-paragraph">
                {text}
              </p>
            ))}
            <SafetyPoints points={current.points} assetBase={assetBase} />
            {isLast && <p class="cw-safety-ack-text">{SAFETY_ACKNOWLEDGEMENT_TEXT}</p>}
          </div>
        </div>
        <p id={hintId} class="cw-safety-hint" aria-live="polite">
          {canContinue ? '' : safetyMessages.scrollHint}
        </p>
        <div class="cw-safety-actions">
          <button
            type="button"
            class="cw-safety-button cw-safety-button-secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {safetyMessages.previous}
          </button>
          {isLast ? (
            <button
              type="button"
              class="cw-safety-button cw-safety-button-primary"
              disabled={!canContinue || acknowledged}
              onClick={acknowledge}
            >
              {safetyMessages.acknowledge}
            </button>
          ) : (
            <button
              type="button"
              class="cw-safety-button cw-safety-button-primary"
              disabled={!canContinue}
              onClick={() => setPage(page + 1)}
            >
              {safetyMessages.next}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
