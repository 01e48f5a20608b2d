import { describe, expect, it } from 'vitest';
import { checkMediaFile, mediaFileName } from './media-rules';

const MB = 1024 * 1024;

describe('checkMediaFile', () => {
  it('accepts JPEG, PNG, GIF and WebP images up to 5 MB and PDF files up to 20 MB', () => {
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: 5 * MB })).toEqual({
      ok: true,
      mediaType: 'Image',
    });
    expect(checkMediaFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toEqual({
      ok: true,
      mediaType: 'Image',
    });
    expect(checkMediaFile({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB })).toEqual({
      ok: true,
      mediaType: 'Pdf',
    });
  });

  it('judges a file without a type by its extension', () => {
    expect(checkMediaFile({ name: 'photo.JPG', type: '', size: 10 })).toEqual({
      ok: true,
      mediaType: 'Image',
    });
    expect(checkMediaFile({ name: 'notes.txt', type: '', size: 10 })).toMatchObject({ ok: false });
  });

  it('refuses other types (SVG too), empty files and files over the limit, with the reason', () => {
    expect(checkMediaFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({
      ok: false,
      message: 'Only JPEG, PNG, GIF or WebP images and PDF documents are allowed.',
    });
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({
      ok: false,
      message: 'The file is empty.',
    });
    expect(checkMediaFile({ name: 'a.png', type: 'image/png', size: 5 * MB + 1 })).toEqual({
      ok: false,
      message: 'The image is too large. Maximum allowed size is 5 MB.',
    });
    expect(checkMediaFile({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB + 1 })).toEqual({
      ok: false,
      message: 'The PDF is too large. Maximum allowed size is 20 MB.',
    });
  });

  it('names a file by the last part of its address', () => {
    expect(mediaFileName('/uploads/feeds/4/annual%20report.pdf')).toBe('annual report.pdf');
  });
});
