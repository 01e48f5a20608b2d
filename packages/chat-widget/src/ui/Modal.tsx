import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { CloseIcon } from './close-icon';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: ComponentChildren;
  children: ComponentChildren;
  /** Close icon, Escape and (when `closeOnBackdrop`) a click beside the dialog call it. */
  onClose?: () => void;
  closeOnBackdrop?: boolean;
  /** An extra class for the dialog box (size, tone). */
  className?: string;
  /** Selector of the element to focus first; the first focusable element otherwise. */
  initialFocus?: string;
  footer?: ComponentChildren;
  /** The accessible description: the id of an element inside `children`. */
  describedBy?: string;
}

/** The dialog of every modal in the panel: labelled, focus kept inside, focus given back on close. */
export function Modal({
  title,
  children,
  onClose,
  closeOnBackdrop = false,
  className = '',
  initialFocus,
  footer,
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // A layout effect: the element that had focus is read before the browser moves focus off the panel
  // body that this dialog's render has just made inert.
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!box) return;
    const root = box.getRootNode() as ShadowRoot | Document;
    const previous = root.activeElement as HTMLElement | null;
    const first =
      (initialFocus ? box.querySelector<HTMLElement>(initialFocus) : null) ??
      box.querySelector<HTMLElement>(FOCUSABLE) ??
      box;
    first.focus();
    return () => {
      // After the render that removes the dialog has finished (and lifted `inert` from the panel body).
      queueMicrotask(() => {
        if (previous?.isConnected) previous.focus();
      });
    };
    // Focus moves once, when the dialog appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    if (items.length === 0) return event.preventDefault();
    const active = (dialog.current.getRootNode() as ShadowRoot).activeElement;
    const first = items[0]!;
    const last = items.at(-1)!;
    if (event.shiftKey && (active === first || !dialog.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      class="cw-modal-backdrop"
      onClick={(event) => {
        if (closeOnBackdrop && onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        class={`cw-modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div class="cw-modal-head">
          <h2 id={titleId} class="cw-modal-title">
            {title}
          </h2>
          {onClose && (
            <button type="button" class="cw-icon-button cw-modal-close" aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div class="cw-modal-body">{children}</div>
        {footer && <div class="cw-modal-foot">{footer}</div>}
      </div>
    </div>
  );
}
