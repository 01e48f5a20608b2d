import { describe, expect, it } from 'vitest';
import { FEED_HTML, isAllowedLink, NOTICE_HTML, RENDERED_HTML } from './rich-text';

describe('rich-text allowlists', () => {
  it('keeps feed links to https, mail and the site itself only', () => {
    const allowed = [
      'https://example.com/a',
      'mailto:press@example.com',
      '/news-events',
      '#top',
      'HTTPS://X.TEST',
    ];
    const refused = [
      'http://example.com',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      '//evil.test/',
      'data:text/html,x',
      'tel:+1',
    ];
    expect(allowed.filter((href) => isAllowedLink(FEED_HTML, href))).toEqual(allowed);
    expect(refused.filter((href) => isAllowedLink(FEED_HTML, href))).toEqual([]);
    expect(isAllowedLink(NOTICE_HTML, 'http://status.example/')).toBe(true);
  });

  it('renames only into tags the list keeps', () => {
    for (const list of [FEED_HTML, NOTICE_HTML]) {
      expect(Object.values(list.renames).filter((tag) => !list.tags.includes(tag))).toEqual([]);
    }
  });

  it('lets the site render every kind and nothing beyond them', () => {
    const everyKind = new Set([...FEED_HTML.tags, ...NOTICE_HTML.tags]);
    expect(new Set(RENDERED_HTML.tags)).toEqual(everyKind);
    expect(new Set(RENDERED_HTML.schemes)).toEqual(new Set(['https', 'mailto', 'http']));
  });
});
