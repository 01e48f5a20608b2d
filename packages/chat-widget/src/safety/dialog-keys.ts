const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog's keys: Escape is swallowed (nothing closes the safety overlay but the acknowledgement, and
 * nothing behind it hears the key), and Tab cycles through the dialog's own controls.
 */
export function keepKeysInDialog(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return event.preventDefault();
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  const first = items[0]!;
  const last = items.at(-1)!;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
