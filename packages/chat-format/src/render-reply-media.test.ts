import { describe, expect, it } from 'vitest';
import { anchors, formatReply, render } from './render-reply-fixtures';

describe('a reply: images', () => {
  it('renders markdown images with alt text, lazy loading and data-lightbox', () => {
    const image = render('![Wiring diagram](https://example.com/wiring.png "Wiring")').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/wiring.png');
    expect(image?.getAttribute('alt')).toBe('Wiring diagram');
    expect(image?.getAttribute('title')).toBe('Wiring');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.hasAttribute('data-lightbox')).toBe(true);
    expect(image?.className).toBe('cw-image');
  });

  it.each(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'PNG'])(
    'turns a bare URL ending in .%s into an image',
    (extension) => {
      const container = render(`Here it is: https://cdn.example.com/photos/unit.${extension}`);
      const image = container.querySelector('img');
      expect(image?.getAttribute('src')).toBe(`https://cdn.example.com/photos/unit.${extension}`);
      expect(image?.getAttribute('alt')).toBe(`unit.${extension}`);
      expect(image?.hasAttribute('data-lightbox')).toBe(true);
      expect(container.querySelector('a')).toBeNull();
    },
  );

  it('allows a query string after the image extension', () => {
    const image = render('https://cdn.example.com/a.jpg?w=300&h=200').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/a.jpg?w=300&h=200');
  });

  it('turns a markdown link to an image into an image with the link label as alt', () => {
    const image = render('[Front panel](https://example.com/panel.webp)').querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Front panel');
  });

  it('adds data-lightbox to images written as HTML', () => {
    expect(
      render('<img src="https://example.com/a.png" alt="a">').querySelector('img[data-lightbox]'),
    ).not.toBeNull();
  });

  it('shows only the alt text when the image URL is not allowed', () => {
    expect(formatReply('![diagram](data:image/png;base64,AAAA)')).toBe('<p>diagram</p>\n');
  });
});

describe('a reply: videos', () => {
  it.each([
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['ogg', 'video/ogg'],
  ])('turns a URL ending in .%s into a video with controls and a fallback link', (extension, type) => {
    const container = render(`Watch: https://example.com/media/install.${extension}`);
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    const source = video?.querySelector('source');
    expect(source?.getAttribute('src')).toBe(`https://example.com/media/install.${extension}`);
    expect(source?.getAttribute('type')).toBe(type);
    const fallback = container.querySelector('a.cw-video-link');
    expect(fallback?.getAttribute('href')).toBe(`https://example.com/media/install.${extension}`);
    expect(fallback?.textContent).toBe(`install.${extension}`);
  });

  it('leaves the type of .mov videos to the browser', () => {
    const source = render('https://example.com/clip.mov').querySelector('video source');
    expect(source?.getAttribute('src')).toBe('https://example.com/clip.mov');
    expect(source?.hasAttribute('type')).toBe(false);
  });

  it('turns markdown links to videos into videos too', () => {
    expect(render('[demo](https://example.com/demo.webm)').querySelector('video')).not.toBeNull();
  });
});

describe('a reply: file links', () => {
  it.each(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'zip'])(
    'links a .%s file by its name, in a new tab, without download',
    (extension) => {
      const [link] = anchors(render(`Download https://example.com/files/datasheet.${extension}`));
      expect(link?.textContent).toBe(`datasheet.${extension}`);
      expect(link?.className).toBe('cw-file-link');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.hasAttribute('download')).toBe(false);
    },
  );

  it('names the file decoded and without its query string', () => {
    const [link] = anchors(
      render('[manual](https://example.com/docs/Installation%20Manual%20v2.pdf?token=abc#p3)'),
    );
    expect(link?.textContent).toBe('Installation Manual v2.pdf');
    expect(link?.getAttribute('href')).toBe(
      'https://example.com/docs/Installation%20Manual%20v2.pdf?token=abc#p3',
    );
  });
});
