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
