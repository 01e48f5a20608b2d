import { describe, expect, it } from 'vitest';
import { TALL_MESSAGE_OFFSET_RATIO } from '../constants';
import { scrollToLatest } from './scroll-to-latest';

/** A list of `scrollHeight` px shown in `clientHeight` px, and its last message: jsdom lays nothing out. */
function layout(
  clientHeight: number,
  scrollHeight: number,
  last: { offsetTop: number; offsetHeight: number },
) {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientHeight', { value: clientHeight });
  Object.defineProperty(container, 'scrollHeight', { value: scrollHeight });
  const message = document.createElement('li');
  Object.defineProperty(message, 'offsetTop', { value: last.offsetTop });
  Object.defineProperty(message, 'offsetHeight', { value: last.offsetHeight });
  container.append(message);
  return { container, message };
}

describe('scrolling to the latest message (docs/product.md §3.4)', () => {
  it('scrolls to the bottom when the last message is at most 60 % of the list high', () => {
    const { container, message } = layout(500, 2_000, { offsetTop: 1_700, offsetHeight: 300 });
    scrollToLatest(container, message);
    expect(container.scrollTop).toBe(2_000);
  });

  it('aligns a last message taller than 60 % of the list with its top 10 % below the list top', () => {
    const { container, message } = layout(500, 2_000, { offsetTop: 1_400, offsetHeight: 301 });
    scrollToLatest(container, message);
    expect(container.scrollTop).toBe(1_400 - 500 * TALL_MESSAGE_OFFSET_RATIO);
    expect(container.scrollTop).toBe(1_350);
  });

  it('never scrolls above the top for a tall first message', () => {
    const { container, message } = layout(500, 900, { offsetTop: 20, offsetHeight: 900 });
    scrollToLatest(container, message);
    expect(container.scrollTop).toBe(0);
  });
});
