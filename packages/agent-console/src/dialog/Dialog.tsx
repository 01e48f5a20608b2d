/** @jsxImportSource react */
import { useEffect, useEffectEvent, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';
import './Dialog.css';

export interface DialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onCancel' | 'onClose'
> {
  /** Asked by Escape (the dialog's cancel event); a click beside the dialog never closes it. */
  onDismiss: () => void;
  /** The control that takes focus on open. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes back to on close; by default the element that had focus when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The console's one modal dialog, shown while mounted: the native <dialog> with showModal(), so the
 * browser makes everything else inert, keeps focus inside and turns Escape into a cancel event
 * (docs/decisions.md "Dialogs: the native <dialog> element"). It needs no portal: the top layer draws
 * it above everything wherever it sits, and it keeps the console's colours from its place in the page.
 */
export function Dialog({
  onDismiss,
  initialFocus,
  returnFocusTo,
  className,
  children,
  ...attributes
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  const show = useEffectEvent((dialog: HTMLDialogElement) => {
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  });

  // A passive effect: React puts back, after its DOM changes, the focus it found before them, so focus
  // moved in a layout effect's clean-up would be undone. A dialog removed from the page stops being
  // modal by itself; one that stays (closed) is closed here.
  useEffect(() => {
    if (ref.current) return show(ref.current);
  }, []);

  return (
    <dialog
      {...attributes}
      ref={ref}
      className={['ac-dialog', className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up its tree too: only this dialog's own counts.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
