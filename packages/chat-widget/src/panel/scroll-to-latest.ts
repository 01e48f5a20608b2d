import { TALL_MESSAGE_OFFSET_RATIO, TALL_MESSAGE_RATIO } from '../constants';

/**
 * docs/product.md §3.4 "Scrolling": a last message taller than 60 % of the list is aligned with its top 10 % below
 * the list's top (so a long answer is read from its start); anything shorter scrolls to the bottom.
 */
export function scrollToLatest(container: HTMLElement, last: HTMLElement | null): void {
  const height = container.clientHeight;
  if (last && last.offsetHeight > height * TALL_MESSAGE_RATIO) {
    container.scrollTop = Math.max(0, last.offsetTop - height * TALL_MESSAGE_OFFSET_RATIO);
  } else {
    container.scrollTop = container.scrollHeight;
  }
}
