/**
 * True when the element got focus from the keyboard. Sliders pause for keyboard users, but a mouse
 * click on a bullet leaves focus on it, and that must not stop autoplay for good.
 */
export function hasKeyboardFocus(element: EventTarget | null): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(':focus-visible');
  } catch {
    // Engines without :focus-visible: treat all focus as keyboard focus, the cautious choice.
    return true;
  }
}
