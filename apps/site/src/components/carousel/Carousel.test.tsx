import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const items = ['Power Bridge', 'Power Blade', 'Power Router'];

const renderCarousel = () =>
  render(
    <Carousel
      label="Products"
      items={items}
      getKey={(item) => item}
      getSlideLabel={(item) => item}
      renderSlide={(item) => <a href={`#${item}`}>{item}</a>}
    />,
  );

const currentSlide = () =>
  screen.getAllByRole('group').find((group) => group.getAttribute('aria-roledescription') === 'slide');

const viewportOf = (container: HTMLElement) => container.querySelector('.carousel__viewport') as HTMLElement;

/** A mouse drag across the slides, `distance` px to the left (ending at the pointer-up). */
function dragLeft(viewport: HTMLElement, distance: number) {
  const at = (clientX: number) => ({ pointerId: 1, clientX, pointerType: 'mouse' });
  fireEvent.pointerDown(viewport, { ...at(300), button: 0 });
  fireEvent.pointerMove(viewport, at(300 - distance));
  fireEvent.pointerUp(viewport, at(300 - distance));
}

/** Clicks the link on the slide whose label starts with `position` ("2 of 3"); true if the click was swallowed. */
function clickSwallowed(title: string, position: string): boolean {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  screen.getByText(title, { selector: `[aria-label^="${position}"] a` }).dispatchEvent(click);
  return click.defaultPrevented;
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is announced as a carousel of slides with one dot per item', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Products' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3: Power Bridge');
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /next|previous/i })).toBeNull();
  });

  it('moves to the chosen dot and marks it current', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show slide 3 of 3: Power Router' });
    fireEvent.click(dot);
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('3 of 3: Power Router');
  });

  it('autoplays, but not while hovered', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Products' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3: Power Bridge');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3: Power Blade');
  });

  it('keeps slides that are not on screen out of the tab order', () => {
    const { container } = renderCarousel();
    const hidden = container.querySelectorAll('.carousel__slide[inert]');
    // Two real slides and the two loop copies.
    expect(hidden).toHaveLength(4);
  });

  it('moves with a drag beyond the threshold and swallows the click that ends it', () => {
    const viewport = viewportOf(renderCarousel().container);
    viewport.setPointerCapture = () => {};
    dragLeft(viewport, 100);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3: Power Blade');
    expect(clickSwallowed('Power Blade', '2 of 3')).toBe(true);
  });

  it('treats a movement within 3 px as a click, not a drag', () => {
    dragLeft(viewportOf(renderCarousel().container), 3);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3: Power Bridge');
    expect(clickSwallowed('Power Bridge', '1 of 3')).toBe(false);
  });
});
