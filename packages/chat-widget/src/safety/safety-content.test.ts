import { SAFETY_SECTIONS, SAFETY_STEPS, SAFETY_WIZARD_PAGES } from '@ohmstead/contracts/safety-content';
import { describe, expect, it } from 'vitest';
import { styles } from './safety-chunk';

describe('safety content', () => {
  it('has four wizard pages and the four sections, the first one expanded', () => {
    expect(SAFETY_STEPS).toBe(4);
    expect(SAFETY_WIZARD_PAGES).toHaveLength(4);
    expect(SAFETY_SECTIONS.map((section) => [section.title, section.expanded])).toEqual([
      ['General Safety', true],
      ['Contractor Safety', false],
      ['Installation Safety', false],
      ['Maintenance Safety', false],
    ]);
  });

  it('states every §3.9 fact in the instructions and in the wizard', () => {
    const facts = ['400-480 VAC', '270 A', '200 kVA', '4 ohm', '6 m', 'IP65', '40-45 minutes'];
    const sections = SAFETY_SECTIONS.flatMap((section) => section.points.map((point) => point.text)).join(
      ' ',
    );
    const pages = SAFETY_WIZARD_PAGES.flatMap((page) => [
      ...page.paragraphs,
      ...page.points.map((p) => p.text),
    ]).join(' ');
    for (const fact of facts) {
      expect(sections).toContain(fact);
      expect(pages).toContain(fact);
    }
  });

  it('gives every symbol an accessible name', () => {
    const points = [...SAFETY_SECTIONS, ...SAFETY_WIZARD_PAGES].flatMap((part) => part.points);
    const withSymbol = points.filter((point) => point.symbol);
    expect(withSymbol.length).toBeGreaterThan(3);
    for (const point of withSymbol) expect(point.symbolLabel).toBeTruthy();
  });
});

describe('safety chunk', () => {
  it('brings its own CSS, in pixels only', () => {
    expect(styles).toContain('.cw-safety-overlay');
    expect(styles).not.toMatch(/\d(\.\d+)?r?em\b/);
    expect(styles).toContain('prefers-reduced-motion');
  });
});
