/** @jsxImportSource react */
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { makeOthersInert, trapTab } from './focus-trap';
import { miniScreenTexts as texts } from './mini-screen-texts';

interface MiniScreenDialogProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The mini-screen's extra-large modal (spec/03 §2): not dismissible by the backdrop, so a stray click
 * beside a conversation does not close it; the close button and Escape do. Everything behind it is
 * inert, Tab stays inside, and focus goes back where it came from.
 */
export function MiniScreenDialog({ onClose, children }: MiniScreenDialogProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseEvent = useEffectEvent(onClose);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const opener = document.activeElement as HTMLElement | null;
    const restoreInert = makeOthersInert(root);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    // On the document, so Escape and Tab work even after a click on the backdrop took focus to <body>.
    const onKeyDown = (event: KeyboardEvent) => {
      // Something inside (a lightbox, a menu) that handled Escape itself has the first say.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.stopPropagation();
        onCloseEvent();
      } else if (panelRef.current) trapTab(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      restoreInert();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <div className="agent-mini-screen" ref={rootRef}>
      {/* Static backdrop: clicking it does nothing. */}
      <div className="agent-mini-screen__backdrop" aria-hidden="true" />
      <div
        ref={panelRef}
        className="agent-mini-screen__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="agent-mini-screen__top">
          <h2 id={titleId} className="agent-mini-screen__title">
            {texts.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="agent-mini-screen__close"
            aria-label={texts.close}
            onClick={onClose}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="agent-mini-screen__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
