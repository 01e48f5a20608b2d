import { describe, expect, it } from 'vitest';
import { defaultImage, pdfMedia, relativeTime, textFromHtml, truncate } from './feed-format';

describe('truncate', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(truncate('short', 230)).toBe('short');
    const cut = truncate('word '.repeat(100), 230);
    expect(cut.length).toBeLessThanOrEqual(230);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTime('2025-05-29T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2025-03-01T12:00:00Z', now)).toBe('3 months ago');
    expect(relativeTime('2025-06-01T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('', now)).toBe('');
  });

  it("says what the browser's English relative-time formatter says, ahead and behind", () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
      [1, 'minute', 60],
      [59, 'minute', 60],
      [1, 'hour', 3600],
      [5, 'hour', 3600],
      [1, 'day', 86_400],
      [6, 'day', 86_400],
      [1, 'week', 7 * 86_400],
      [3, 'week', 7 * 86_400],
      [1, 'month', 30 * 86_400],
      [11, 'month', 30 * 86_400],
      [1, 'year', 365 * 86_400],
      [12, 'year', 365 * 86_400],
    ];
    for (const [count, unit, size] of cases) {
      for (const sign of [-1, 1]) {
        const at = new Date(now.getTime() + sign * count * size * 1000).toISOString();
        expect(relativeTime(at, now)).toBe(intl.format(sign * count, unit));
      }
    }
  });
});

describe('media', () => {
  const media = [
    { id: 1, mediaType: 'Pdf' as const, mediaUrladdress: '/a.pdf', isDefault: false },
    { id: 2, mediaType: 'Image' as const, mediaUrladdress: '/b.jpg', isDefault: false },
    { id: 3, mediaType: 'Image' as const, mediaUrladdress: '/c.jpg', isDefault: true },
  ];
  it('picks the default image, else the first, and the PDF', () => {
    expect(defaultImage(media)?.id).toBe(3);
    expect(defaultImage(media.slice(0, 2))?.id).toBe(2);
    expect(defaultImage(media.slice(0, 1))).toBeUndefined();
    expect(pdfMedia(media)?.id).toBe(1);
  });
});

it('textFromHtml separates blocks and decodes entities', () => {
  expect(textFromHtml('<h3>Why</h3><p>A&amp;B</p>')).toBe('Why A&B');
});
