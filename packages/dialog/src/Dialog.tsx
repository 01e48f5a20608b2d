import { type ComponentPropsWithoutRef, type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onCancel' | 'onClose'
> {
  /** Shown while true; a closed dialog stays in the DOM, hidden. */
  open?: boolean;
  /** Asked by Escape (the dialog's cancel event) and, with `dismissOnBackdrop`, by a click beside the
   * content. Without it nothing but the dialog's own controls closes it. */
  onDismiss?: () => void;
  dismissOnBackdrop?: boolean;
  /** The control that takes focus on open; the browser's choice (the first focusable one) otherwise. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where focus goes back to on close; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Drawn where it is rendered instead of at the end of <body>, so it keeps the colours and type of its
   * place in the page. The top layer draws a modal dialog above everything wherever it sits. */
  inPlace?: boolean;
}

/**
 * A modal dialog on the native <dialog> shown with showModal(), so the browser makes the rest of the page
 * inert, keeps focus inside and turns Escape into a cancel event (docs/decisions/0037-native-dialogs.md).
 * A click on the element itself, outside its content, is a click on the backdrop.
 */
export function Dialog({
  open = true,
  onDismiss,
  dismissOnBackdrop = false,
  initialFocus,
  returnFocusTo,
  inPlace = false,
  children,
  ...attributes
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Whether the press that ends in a click began on the backdrop too: a drag out of a field (a text
  // selection) ends on the backdrop but is no click on it.
  const pressedOnBackdrop = useRef(false);

  const show = useEffectEvent((dialog: HTMLDialogElement) => {
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    initialFocus?.(dialog)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  });

  // A passive effect: React puts back, after its DOM changes, the focus it found before them, so focus
  // moved in a layout effect's clean-up would be undone. A dialog removed from the page stops being
  // modal by itself; one that stays (closed) is closed here.
  useEffect(() => {
    if (open && ref.current) return show(ref.current);
  }, [open]);

  const dialog = (
    <dialog
      {...attributes}
      ref={ref}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up its tree too: only this dialog's own counts.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onDismiss?.();
      }}
      onClose={(event) => {
        // The browser closes a dialog itself when it is asked twice without the user doing anything in
        // between (its cancel event cannot be refused then). One that must stay open opens again.
        const element = event.currentTarget;
        if (event.target === element && open && !onDismiss && element.isConnected && !element.open)
          element.showModal();
      }}
      onKeyDown={(event) => {
        // Only a dialog that can be dismissed hears Escape: no close request reaches the others at all.
        if (event.key === 'Escape' && !onDismiss) event.preventDefault();
        attributes.onKeyDown?.(event);
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
        attributes.onPointerDown?.(event);
      }}
      onClick={(event) => {
        if (dismissOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget)
          onDismiss?.();
        attributes.onClick?.(event);
      }}
    >
      {children}
    </dialog>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
