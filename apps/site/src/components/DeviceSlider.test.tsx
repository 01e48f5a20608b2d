import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { video } from '@/lib/asset-paths';
import type { DeviceSliderContent } from './content-types';
import { DeviceSlider } from './DeviceSlider';

/** A matchMedia whose mobile query can be switched, as a resize across 991px would. */
function mockViewport(mobile: boolean) {
  const listeners = new Set<() => void>();
  let matches = mobile;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('max-width: 991px') ? matches : false;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (nextMobile: boolean) => {
    matches = nextMobile;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const images = [1, 2].map((n) => ({
  desktop: `images/reliability-${n}-desktop.svg`,
  mobile: `images/reliability-${n}-mobile.svg`,
  alt: `Reliability illustration ${n}`,
  caption: `Caption ${n}`,
}));

/** The slider on a viewport wider than 991px. */
function renderOnDesktop(content: DeviceSliderContent) {
  mockViewport(false);
  return render(<DeviceSlider content={content} />);
}

describe('DeviceSlider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers each image a desktop cut and, for screens up to 991px, a mobile cut (the browser picks)', () => {
    renderOnDesktop({
      title: 'Reliability',
      description: 'Built in.',
      fixedBgImageClass: 'glow',
      slides: true,
      images,
    });
    const first = screen.getByRole('img', { name: 'Reliability illustration 1' });
    expect(first.getAttribute('src')).toBe('/assets/images/reliability-1-desktop.svg');
    const mobile = first.parentElement?.querySelector('source');
    expect(mobile?.getAttribute('media')).toBe('(max-width: 991px)');
    expect(mobile?.getAttribute('srcset')).toBe('/assets/images/reliability-1-mobile.svg');
    expect([mobile?.getAttribute('width'), mobile?.getAttribute('height')]).toEqual(['750', '1000']);
  });

  it('shows the video when it is not a slider', () => {
    renderOnDesktop({
      title: 'Programmable ports',
      description: 'Scale in software.',
      fixedBgImageClass: 'grid',
      slides: false,
      contentSrc: video.techProgrammablePorts,
      videoLabel: 'Ports being reassigned',
    });
    expect(screen.getByRole('heading', { name: 'Programmable ports' })).toBeTruthy();
    const element = screen.getByLabelText('Ports being reassigned');
    expect(element.tagName).toBe('VIDEO');
    expect(element.parentElement?.querySelector('img')?.getAttribute('src')).toBe(
      '/assets/video/tech-programmable-ports.jpg',
    );
  });
});
