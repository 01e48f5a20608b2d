import { describe, expect, it } from 'vitest';
import { checkSocialLink, socialItemMessages as messages, youtubeVideoId } from './social-items';
import { socialItemFormSchema } from './social-items-schemas';

const ID = 'dQw4w9WgXcQ';

describe('youtubeVideoId (docs/product.md §2.5)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}&t=10`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}?si=x`,
    `https://www.youtube.com/embed/${ID}`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  http://youtube.com/v/${ID}  `,
    `<iframe width="560" height="315" src="https://www.youtube.com/embed/${ID}?si=a" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`,
  ])('reads the id from %s', (link) => {
    expect(youtubeVideoId(link)).toBe(ID);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    `https://www.youtube.com/watch?v=dQw4w9WgX%3C`,
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.example.net/watch?v=${ID}`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `<iframe src="https://evil.example/embed/${ID}"></iframe>`,
    `<iframe src="https://www.youtube.com/embed/${ID}"></iframe><script>alert(1)</script>`,
    `<script src="https://www.youtube.com/embed/${ID}"></script>`,
    'not a link',
  ])('finds no video in %s', (link) => {
    expect(youtubeVideoId(link)).toBeUndefined();
  });
});

describe('checkSocialLink', () => {
  it('keeps a video as its id and its canonical watch link', () => {
    expect(checkSocialLink('Youtube', `https://youtu.be/${ID}`)).toEqual({
      ok: true,
      link: `https://www.youtube.com/watch?v=${ID}`,
      videoId: ID,
    });
  });

  it('tells embed code of another site from a link that is no video', () => {
    expect(checkSocialLink('Youtube', '<script>alert(1)</script>')).toEqual({
      ok: false,
      message: messages.youtubeMarkup,
    });
    expect(checkSocialLink('Youtube', 'https://vimeo.com/1')).toEqual({
      ok: false,
      message: messages.youtubeInvalid,
    });
  });

  it.each([
    'https://www.linkedin.com/posts/ohmstead-power_hiring-activity-7298765432101234567-mNoP',
    'https://linkedin.com/feed/update/urn:li:activity:7298765432101234567/',
    'https://de.linkedin.com/pulse/solid-state-transformers-ohmstead',
    'www.linkedin.com/posts/ohmstead_x',
  ])('takes the LinkedIn post %s', (link) => {
    expect(checkSocialLink('LinkedIn', link)).toMatchObject({ ok: true });
  });

  it.each([
    'http://www.linkedin.com/posts/x',
    'https://www.linkedin.com/posts/',
    'https://www.linkedin.com/in/someone',
    'https://lnkd.in/abc',
    'https://www.linkedin.com:8443/posts/x',
  ])('refuses %s as a LinkedIn post', (link) => {
    expect(checkSocialLink('LinkedIn', link)).toEqual({ ok: false, message: messages.linkedInInvalid });
  });

  it('takes any https article for a logo, normalised, and refuses other schemes and markup', () => {
    expect(checkSocialLink('ExternalLink', 'https://Press.Example.com/a b')).toEqual({
      ok: false,
      message: messages.markupRefused,
    });
    expect(checkSocialLink('ExternalLink', 'https://Press.Example.com/a?x=1#top')).toEqual({
      ok: true,
      link: 'https://press.example.com/a?x=1#top',
    });
    for (const link of [
      'javascript:alert(1)',
      'data:text/plain,x',
      'http://press.example.com',
      'https://intranet',
    ])
      expect(checkSocialLink('ExternalLink', link)).toEqual({ ok: false, message: messages.linkInvalid });
    expect(checkSocialLink('ExternalLink', '<a href="https://press.example.com">x</a>')).toEqual({
      ok: false,
      message: messages.markupRefused,
    });
    expect(checkSocialLink('ExternalLink', '  ')).toEqual({ ok: false, message: messages.linkRequired });
    expect(checkSocialLink('ExternalLink', `https://press.example.com/${'a'.repeat(2000)}`)).toEqual({
      ok: false,
      message: messages.linkMax,
    });
  });
});

describe('the social item form', () => {
  it('reports a missing title and a refused link together, in the words the server uses', () => {
    const result = socialItemFormSchema('LinkedIn').safeParse({ heading: ' ', link: 'javascript:alert(1)' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['heading', messages.headingRequired],
      ['link', messages.linkedInInvalid],
    ]);
  });

  it('answers the trimmed title, the link to store and the video id', () => {
    expect(socialItemFormSchema('Youtube').parse({ heading: ' Demo ', link: `youtu.be/${ID}` })).toEqual({
      heading: 'Demo',
      link: `https://www.youtube.com/watch?v=${ID}`,
      videoId: ID,
    });
    expect(() => socialItemFormSchema('Youtube').parse({ heading: 'x', link: 'y', extra: 1 })).toThrow();
  });
});
