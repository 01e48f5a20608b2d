const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `container`. Returns true when it moved focus. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return false;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/**
 * Makes everything in <body> except `keep` inert (unreachable by keyboard, pointer and assistive
 * tech) and returns the function that undoes it.
 */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && !element.contains(keep) && !element.inert,
  );
  changed.forEach((element) => (element.inert = true));
  return () => changed.forEach((element) => (element.inert = false));
}
