/** @jsxImportSource react */
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../dialog/Dialog';
import { miniScreenTexts as texts } from './mini-screen-words';

interface MiniScreenDialogProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The mini-screen's extra-large modal (docs/product.md §3.2): not dismissible by the backdrop, so a stray click
 * beside a conversation does not close it; the close button and Escape do. On the console's Dialog:
 * everything behind it is inert, focus stays inside and goes back where it came from. In <body>, so it
 * takes the page's own type rather than that of the admin layout it is opened from.
 */
export function MiniScreenDialog({ onClose, children }: MiniScreenDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  return createPortal(
    <Dialog
      className="agent-mini-screen"
      aria-labelledby={titleId}
      onDismiss={onClose}
      initialFocus={() => closeRef.current}
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
    </Dialog>,
    document.body,
  );
}
