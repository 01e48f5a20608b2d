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
    const { container } = renderCarousel();
    const viewport = container.querySelector('.carousel__viewport') as HTMLElement;
    viewport.setPointerCapture = () => {};
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 200, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 200, pointerType: 'mouse' });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 3: Power Blade');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText('Power Blade', { selector: '[aria-label^="2 of 3"] a' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
  });

  it('treats a movement within 3 px as a click, not a drag', () => {
    const { container } = renderCarousel();
    const viewport = container.querySelector('.carousel__viewport') as HTMLElement;
    fireEvent.pointerDown(viewport, { pointerId: 1, clientX: 300, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(viewport, { pointerId: 1, clientX: 297, pointerType: 'mouse' });
    fireEvent.pointerUp(viewport, { pointerId: 1, clientX: 297, pointerType: 'mouse' });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 3: Power Bridge');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText('Power Bridge', { selector: '[aria-label^="1 of 3"] a' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
