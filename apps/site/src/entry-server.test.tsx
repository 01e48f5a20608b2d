// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeedDetailResponse, FeedListResponse } from '@ohmstead/contracts/feeds';
import type {
  InProcessApiAnswer,
  PageRenderer,
  RenderedPage,
  ViteManifest,
} from '@ohmstead/contracts/page-rendering';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES } from './app/public-pages';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/routes';
import { PAGE_DATA_ID, type ServedPage } from './app/served-page';
import { createPageRenderer } from './entry-server';

/**
 * The server rendering (docs/decisions/0026-server-rendering.md) on its own: the site's server
 * entry with the real index.html, a manifest like the build's and the API's public reads answered here.
 */

const SITE = 'https://www.ohmstead.test';
const template = readFileSync(path.join(import.meta.dirname, '..', 'index.html'), 'utf8');

/**
 * A manifest like the build's: the entry, the application it starts after the first paint with the shell
 * chunk, and a chunk and a stylesheet for every page module of the route table.
 */
function manifestOf(): ViteManifest {
  const manifest: ViteManifest = {
    'index.html': { file: 'static/index.js', isEntry: true, dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': { file: 'static/start.js', isDynamicEntry: true, imports: ['_shell.js'] },
    '_shell.js': { file: 'static/shell.js', css: ['static/shell.css'] },
  };
  const visit = (table: typeof routes) =>
    table.forEach((route) => {
      const module = (route.handle as RouteHandle | undefined)?.page?.module;
      if (module) {
        const name = path.basename(module, '.tsx');
        manifest[module] = {
          file: `static/${name}.js`,
          isDynamicEntry: true,
          imports: ['_shell.js'],
          css: [`static/${name}.css`],
        };
      }
      if (route.children) visit(route.children);
    });
  visit(routes);
  return manifest;
}

const feed: FeedDetailResponse = {
  responseStatusCode: 200,
  id: 7,
  feedType: 'News',
  heading: 'Grid forming, explained',
  description:
    '<p>Grid-forming inverters set the voltage. They do not follow it.</p><script>alert(1)</script>',
  publishAt: '2026-01-10T09:00:00.000Z',
  feedMedia: [{ id: 1, mediaType: 'Image', mediaUrladdress: '/feeds/images/grid.svg', isDefault: true }],
};

const newsList: FeedListResponse = {
  responseStatusCode: 200,
  feeds: [{ ...feed, dateCreated: feed.publishAt }],
  totalFeeds: 1,
};

const json = (status: number, body: unknown): InProcessApiAnswer => ({ status, body: JSON.stringify(body) });

/** The public reads the pages make; anything else is what the server says of a call that is none. */
function answer(address: string): InProcessApiAnswer {
  const [name, query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  switch (name) {
    case 'Seo/GetSeoDataByName':
      return params.get('pageName') === 'AboutUs'
        ? json(404, { responseStatusCode: 404, message: 'No page tags for AboutUs' })
        : json(200, {
            responseStatusCode: 200,
            title: `${params.get('pageName')} | Ohmstead`,
            metaKeyword: 'power, routers',
            metaDescription: `About ${params.get('pageName')} & more`,
          });
    case 'HomeConfiguration/GetHero':
      return json(200, {
        responseStatusCode: 200,
        beforeTitle: 'Edited eyebrow',
        title: 'An edited title',
        text: 'Text.',
      });
    case 'Feed/GetFeedById':
      return params.get('id') === '7'
        ? json(200, feed)
        : json(404, { responseStatusCode: 404, message: 'No Feed found.' });
    case 'Feed/GetAllFeedUser':
    case 'Feed/GetAllCaseStudy':
      return json(200, newsList);
    case 'Feed/GetAllExternalLinks':
    case 'Feed/GetAllYoutube':
    case 'Feed/GetAllLinkedIn':
      return json(200, { responseStatusCode: 200, feeds: [] });
    default:
      return json(404, { responseStatusCode: 404, message: `${name} is not a public read` });
  }
}

describe('server rendering', () => {
  let renderer: PageRenderer;
  const asked: string[] = [];

  beforeAll(() => {
    renderer = createPageRenderer({
      template,
      manifest: manifestOf(),
      siteUrl: SITE,
      readApi: async (address) => {
        asked.push(address);
        return answer(address);
      },
    });
  });

  const page = async (url: string) => {
    const rendered = await renderer.render(url);
    if (rendered.kind !== 'page') throw new Error(`${url} was not rendered: ${rendered.kind}`);
    return rendered;
  };
  const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
  /** The rendered #root, up to the page's data. */
  const rootOf = (html: string) =>
    html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  const servedData = (html: string): ServedPage =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html)![1]!,
    ) as ServedPage;

  it('sends Home with its content, its SEO entry, canonical link and Open Graph tags in the HTML', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Home | Ohmstead</title>');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe('About Home &amp; more');
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/`);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Home | Ohmstead');
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${SITE}/assets/video/home-hero-desktop.jpg`,
    );
    // The hero texts an administrator set, and the styles of the application and of the page. No script
    // is preloaded: the entry fetches them after the first paint (main.tsx).
    expect(html).toContain('An edited title');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/static/shell.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/static/HomePage.css">');
    expect(html).not.toContain('modulepreload');
  });

  it("never reaches for browser storage: Node's own localStorage global only warns and holds nothing", async () => {
    const reads: string[] = [];
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        reads.push(new Error().stack ?? '');
        return undefined;
      },
    });
    const errors = vi.spyOn(console, 'error');
    try {
      for (const url of ['/', '/contact-us', '/login', '/feed-detail/7']) await renderer.render(url);
      expect(reads).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('carries the data it rendered with as JSON that never runs, and no other inline script of its own', async () => {
    const { html } = await page('/');
    const served = servedData(html);
    expect(Object.values(served.loaderData)).toContainEqual({
      hero: { beforeTitle: 'Edited eyebrow', title: 'An edited title', text: 'Text.' },
    });
    expect(served.renderedAt).toBeGreaterThan(0);
    const root = rootOf(html);
    // Nothing but the page in #root, not even white space: the browser's render has none.
    expect(root).toMatch(/^<div id="root"><link rel="preload"[^>]*\/><header/);
    expect(root).toMatch(/<\/footer><\/div>\s*$/);
    expect(root).not.toMatch(/<script/);
    // No style attribute either: the CSP refuses inline styles in markup.
    expect(root).not.toMatch(/\sstyle="/);
  });

  it('keeps the default tags when a page has no SEO entry', async () => {
    const { status, html } = await page('/about-us');
    expect(status).toBe(200);
    expect(html).toContain('<title>Ohmstead Power | Solid-State Power Routers</title>');
    expect(html).toContain('Rethinking How Power Moves');
  });

  it('renders a feed at its own address, with its tags, sanitised text and image; other addresses of it redirect there', async () => {
    expect(await renderer.render('/feed-detail/7')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/News/grid-forming-explained/7',
    });
    expect(await renderer.render('/Article/other-slug/7')).toMatchObject({
      kind: 'redirect',
      location: '/News/grid-forming-explained/7',
    });
    const { status, html } = await page('/News/grid-forming-explained/7');
    expect(status).toBe(200);
    expect(html).toContain('<title>Grid forming, explained</title>');
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Grid-forming inverters set the voltage.',
    );
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(attribute(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${SITE}/assets/feeds/images/grid.svg`,
    );
    expect(rootOf(html)).toContain('They do not follow it.');
    expect(rootOf(html)).not.toContain('alert(1)');
    // The data for hydration is the API's answer, as JSON that nothing in it can end or break out of.
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  });

  it('answers a feed that does not exist with a 404 page that says so', async () => {
    for (const url of ['/feed-detail/999', '/feed-detail/not-a-number', '/News/gone/999']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('No Feed found.');
    }
  });

  it('redirects what the route table sends elsewhere: /index and /home for good, unknown paths to Home', async () => {
    expect(await renderer.render('/index')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(await renderer.render('/home')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    for (const url of ['/no-such-page', '/about-us/team', '/a/b/c/d', '/NotAFeedType/some-slug/1']) {
      expect(await renderer.render(url), url).toEqual({ kind: 'redirect', status: 302, location: '/' });
    }
  });

  it('leaves the admin area and sign-in to the browser', async () => {
    for (const url of [
      '/login',
      '/admin/executive-dashboard',
      '/admin/jira/st-ticket-list',
      '/user-mangement/x',
    ]) {
      expect(await renderer.render(url), url).toEqual<RenderedPage>({ kind: 'client' });
    }
  });

  it('renders every public page with only public reads, and nothing of the admin area', async () => {
    // A second page of a filtered resources list too: its reads take the page number from the address.
    const publicPages = [...PUBLIC_PAGES, '/resources/electrification/page_1/datacenter/page_2'];
    asked.length = 0;
    for (const url of publicPages) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toMatch(/<main id="main">.*<h1/s);
      expect(html, url).not.toMatch(/AdminRoutes|admin-area|Executive Dashboard/);
    }
    const reads = new Set(asked.map((address) => address.split('?')[0]));
    expect([...reads].sort()).toEqual([
      'Feed/GetAllCaseStudy',
      'Feed/GetAllExternalLinks',
      'Feed/GetAllFeedUser',
      'Feed/GetAllLinkedIn',
      'Feed/GetAllYoutube',
      'HomeConfiguration/GetHero',
      'Seo/GetSeoDataByName',
    ]);
  });

  it('puts the news in the news page and its tags in the head', async () => {
    const { html } = await page('/news-events');
    expect(html).toContain('<title>NewsEvents | Ohmstead</title>');
    expect(html).toContain('Grid forming, explained');
    // Forms say that they need JavaScript when it is off; the contact page's is disabled until it runs.
    const contact = await page('/contact-us');
    expect(contact.html).toMatch(
      /<noscript><p class="needs-javascript" role="note">This form needs JavaScript/,
    );
    expect(contact.html).toMatch(/<fieldset class="form-fieldset" disabled="">/);
  });

  it('fails the render when a read fails, so that the server leaves the page to the browser', async () => {
    const failing = createPageRenderer({
      template,
      manifest: manifestOf(),
      siteUrl: SITE,
      readApi: async () => json(500, { responseStatusCode: 500, message: 'Something went wrong.' }),
    });
    await expect(failing.render('/news-events')).rejects.toThrow(/could not be read/);
  });
});
