import type { SeoData, SeoPageName } from '@ohmstead/contracts/seo';
import { useEffect } from 'react';
import type { ApiResult } from './api';
import { DEFAULT_PAGE_TAGS, type PageTags } from './default-page-tags';

export type { PageTags };

const meta = (selector: string) => document.querySelector<HTMLMetaElement>(`meta[${selector}]`);

/** The tags in the document now: those the server wrote into a server-rendered page. */
function documentTags(): PageTags {
  return {
    title: document.title,
    keywords: meta('name="keywords"')?.content ?? '',
    description: meta('name="description"')?.content ?? '',
  };
}

/**
 * Sets the page's tags: title, keywords, description, and the link-preview copies and page address a
 * server-rendered page carries (og:title, og:description, og:url, canonical) where they exist.
 */
export function applyPageTags(tags: PageTags): void {
  document.title = tags.title;
  setMeta('name', 'keywords', tags.keywords);
  setMeta('name', 'description', tags.description);
  const ogTitle = meta('property="og:title"');
  if (ogTitle) ogTitle.content = tags.title;
  const ogDescription = meta('property="og:description"');
  if (ogDescription) ogDescription.content = tags.description;
  const address = `${window.location.origin}${window.location.pathname}`;
  const ogUrl = meta('property="og:url"');
  if (ogUrl) ogUrl.content = address;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = address;
}

export function restoreDefaultPageTags(): void {
  applyPageTags(DEFAULT_PAGE_TAGS);
}

function setMeta(attribute: 'name', name: string, content: string): void {
  let element = meta(`${attribute}="${name}"`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** The page the server rendered with its tags already in it, and those tags (app/start.tsx keeps them). */
let serverTagged: { path: string; tags: PageTags } | undefined;

/** Called once when a server-rendered page is hydrated: its tags need not be asked for again. */
export function keepServerPageTags(path: string): void {
  serverTagged = { path, tags: documentTags() };
}

/**
 * Loads the page's SEO entry by name and applies it when the answer's status is 200; restores the
 * defaults when the page is left. A failure is only logged: the page keeps the default tags. A page the
 * server rendered already has its tags: they are kept instead of asked for again.
 */
export function usePageTags(pageName: SeoPageName): void {
  useEffect(() => {
    const controller = new AbortController();
    if (serverTagged?.path === window.location.pathname) {
      applyPageTags(serverTagged.tags);
    } else {
      void loadPageTags(pageName, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) {
          console.warn(`Page tags for ${pageName} not loaded: ${result.message}`);
          return;
        }
        const tags = tagsOf(result.data);
        if (tags) applyPageTags(tags);
      });
    }
    return () => {
      controller.abort();
      restoreDefaultPageTags();
    };
  }, [pageName]);
}

/** The tags of an SEO answer whose status is 200 (docs/product.md §1.7); undefined otherwise. */
export const tagsOf = (data: SeoData): PageTags | undefined =>
  data.responseStatusCode === 200
    ? { title: data.title, keywords: data.metaKeyword, description: data.metaDescription }
    : undefined;

/**
 * The schema library and the API client load after first paint: page tags are applied once the
 * page is on screen anyway, and this keeps them out of every page's initial bundle. The server
 * rendering asks the same way (entry-server.tsx).
 */
export async function loadPageTags(pageName: SeoPageName, signal?: AbortSignal): Promise<ApiResult<SeoData>> {
  const [{ seoDataSchema }, { apiRequest }] = await Promise.all([
    import('@ohmstead/contracts/seo'),
    import('./api'),
  ]);
  return apiRequest(`Seo/GetSeoDataByName?pageName=${encodeURIComponent(pageName)}`, seoDataSchema, {
    signal,
  });
}
