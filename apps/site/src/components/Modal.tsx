import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { makeOthersInert, trapTab } from './focus-trap';
import { CloseIcon } from './icons';
import './Modal.css';

export interface ModalProps {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes back to on close; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** The control that takes focus on open; by default the first focusable control after the heading. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Shown in the close icon's accessible name. */
  closeLabel?: string;
  size?: 'sm' | 'md';
  /** Hides the heading visually (it still names the dialog), for dialogs that show their own. */
  hideTitle?: boolean;
  className?: string;
}

/**
 * A modal dialog: everything behind it is inert, Tab stays inside, Escape and the close icon close it,
 * and focus returns to where it came from.
 */
export function Modal({
  title,
  onClose,
  children,
  returnFocusTo,
  initialFocus,
  closeLabel = 'Close',
  size = 'md',
  hideTitle = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    const restoreInert = makeOthersInert(root);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first =
      initialFocus?.current ??
      panel.querySelector<HTMLElement>('.modal__body input, .modal__body button, .modal__body a[href]') ??
      panel.querySelector<HTMLElement>('.modal__close');
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscape();
      } else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      restoreInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocusTo, initialFocus]);

  return createPortal(
    <div className={['modal', className].filter(Boolean).join(' ')} ref={rootRef}>
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={`modal__panel modal__panel--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="modal__top">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
