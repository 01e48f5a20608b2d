import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FadeInBlock } from './FadeInBlock';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Callback = () => {};

class FakeObserver {
  constructor(callback: Callback) {
    report = callback;
  }
  observe() {}
  disconnect() {}
}

const block = {
  title: 'Distributed Energy',
  text: 'Solar, storage and the grid on one bus.',
  class: 'media-left' as const,
  imagePath: 'images/blocks/distributed-energy.svg',
  imageAlt: 'Solar canopy and batteries',
  fixedText: 'Up to 70% lower utility bills',
};

describe('FadeInBlock', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('fades in when it enters the viewport and out when it leaves', () => {
    render(<FadeInBlock block={block} />);
    const article = screen.getByRole('article');
    expect(article.classList.contains('is-visible')).toBe(false);
    act(() => report([{ isIntersecting: true, intersectionRatio: 0.5 }]));
    expect(article.classList.contains('is-visible')).toBe(true);
    act(() => report([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(article.classList.contains('is-visible')).toBe(false);
  });

  it('renders the title, text, fixed text and a lazily loaded image with its size', () => {
    render(<FadeInBlock block={block} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Distributed Energy' })).toBeTruthy();
    expect(screen.getByText('Up to 70% lower utility bills')).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Solar canopy and batteries' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('800');
    expect(image.getAttribute('height')).toBe('600');
  });

  it('shows its content where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<FadeInBlock block={block} />);
    expect(screen.getByRole('article').classList.contains('is-visible')).toBe(true);
  });
});
