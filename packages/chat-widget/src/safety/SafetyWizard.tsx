import {
  SAFETY_ACKNOWLEDGEMENT_TEXT,
  SAFETY_CONTENT_VERSION,
  SAFETY_WIZARD_PAGES,
  safetyMessages,
} from '@ohmstead/contracts/safety-content';
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ChatStore } from '../state/types';
import { acknowledgeSafety } from './acknowledge-safety';
import { keepKeysInDialog } from './dialog-keys';
import { SafetyPoints } from './SafetyPoints';
import { SafetyProgress } from './SafetyProgress';
import { SafetyWizardActions } from './SafetyWizardActions';
import { usePageRead } from './use-page-read';

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
  const [acknowledged, setAcknowledged] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pageTitleId = useId();
  const hintId = useId();

  // Focus goes back where it was (the panel) when the overlay leaves. Declared first: it must see the
  // focus before the page's effect (usePageRead) moves it into the overlay.
  useLayoutEffect(() => {
    const root = dialog.current?.getRootNode() as ShadowRoot | Document | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    return () => {
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
  }, []);
  const { content, body, read: canContinue, checkRead, onContentKeyDown } = usePageRead(page);

  const total = SAFETY_WIZARD_PAGES.length;
  const current = SAFETY_WIZARD_PAGES[page]!;
  const isLast = page === total - 1;

  function acknowledge() {
    if (acknowledged) return;
    setAcknowledged(true);
    void acknowledgeSafety(store, SAFETY_CONTENT_VERSION);
  }

  return (
    <div
      ref={dialog}
      class="cw-safety-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => keepKeysInDialog(event, dialog.current)}
    >
      <div class="cw-safety-wizard">
        <SafetyProgress titleId={titleId} page={page} total={total} />
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
            <SafetyPoints points={current.points} assetBase={store.config.assetBase} />
            {isLast && <p class="cw-safety-ack-text">{SAFETY_ACKNOWLEDGEMENT_TEXT}</p>}
          </div>
        </div>
        <p id={hintId} class="cw-safety-hint" aria-live="polite">
          {canContinue ? '' : safetyMessages.scrollHint}
        </p>
        <SafetyWizardActions
          page={page}
          isLast={isLast}
          canContinue={canContinue}
          acknowledged={acknowledged}
          setPage={setPage}
          acknowledge={acknowledge}
        />
      </div>
    </div>
  );
}
