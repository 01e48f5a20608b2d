/*
 * The dialog's focus containment. The package cannot use the site's Modal (it runs alone too), so it
 * carries this small copy of the same two rules.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes everything in <body> but `keep` inert; returns the function that undoes it. */
export function makeOthersInert(keep: HTMLElement): () => void {
  const changed = [...document.body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && !element.contains(keep) && !element.inert,
  );
  changed.forEach((element) => (element.inert = true));
  return () => changed.forEach((element) => (element.inert = false));
}
