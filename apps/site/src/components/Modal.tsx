import { type ReactNode, type RefObject, useId } from 'react';
import { Dialog } from './Dialog';
import { CloseIcon } from './icons';
import './Modal.css';

export interface ModalProps {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** Asked by the close icon, Escape and (unless `static`) a click on the backdrop. */
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
  /** A click on the backdrop does not close it (a form that would lose what was typed). */
  static?: boolean;
  /** While true nothing closes it: the close icon is disabled and Escape is ignored. */
  busy?: boolean;
  className?: string;
}

/**
 * A modal dialog with a heading and a close icon, on the shared Dialog: everything behind it is inert,
 * Escape and the close icon close it, and focus returns to where it came from.
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
  static: isStatic = false,
  busy = false,
  className,
}: ModalProps) {
  const titleId = useId();
  return (
    <Dialog
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onDismiss={busy ? undefined : onClose}
      dismissOnBackdrop={!isStatic}
      returnFocusTo={returnFocusTo}
      initialFocus={(dialog) =>
        initialFocus?.current ??
        dialog.querySelector<HTMLElement>('.modal__body input, .modal__body button, .modal__body a[href]') ??
        dialog.querySelector<HTMLElement>('.modal__close')
      }
    >
      <div className={`modal__panel modal__panel--${size}`}>
        <div className="modal__top">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={closeLabel}
            disabled={busy}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </Dialog>
  );
}
