import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';
import { CloseIcon } from './close-icon';

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

/**
 * The dialog of every modal in the panel: the native <dialog> shown with showModal() inside the shadow
 * root, so the browser makes the rest inert, keeps focus inside, turns Escape into a cancel event and
 * gives focus back on close (docs/decisions/0037-native-dialogs.md). The element is a
 * frame laid over the panel, dimming it as before; the box sits in it, and a click on the frame itself is
 * a click beside the box.
 */
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
  const frame = useRef<HTMLDialogElement>(null);

  // A layout effect, placed and shown before the browser paints; its clean-up runs while the dialog is
  // still in the shadow root, so close() gives focus back to the element that had it.
  useLayoutEffect(() => {
    const dialog = frame.current;
    if (!dialog) return;
    // The top layer places the frame against the viewport: it is laid over the panel it belongs to,
    // wherever the panel is (corner, full screen, a story's frame) and whenever it changes size.
    const panel = dialog.parentElement?.closest<HTMLElement>('.cw-panel');
    const place = () => {
      if (!panel) return;
      const { top, left, width, height } = panel.getBoundingClientRect();
      Object.assign(dialog.style, {
        inset: `${top}px auto auto ${left}px`,
        width: `${width}px`,
        height: `${height}px`,
      });
    };
    place();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    if (panel) resized?.observe(panel);
    addEventListener('resize', place);
    dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      resized?.disconnect();
      removeEventListener('resize', place);
      dialog.close();
    };
    // Shown once, when the dialog appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={frame}
      class="cw-modal-frame"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onKeyDown={(event) => {
        // A dialog without onClose does not hear Escape: no close request reaches it at all.
        if (event.key === 'Escape' && !onClose) event.preventDefault();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && onClose && event.target === event.currentTarget) onClose();
      }}
    >
      <div class={`cw-modal ${className}`}>
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
    </dialog>
  );
}
