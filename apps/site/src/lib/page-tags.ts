import { useEffect } from 'react';
import type { SeoPageName } from '@ohmstead/contracts/seo';

interface PageTags {
  title: string;
  keywords: string;
  description: string;
}

const metaContent = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);

/** The tags of index.html, captured once: what every page returns to when it is left. */
const defaultTags: PageTags | undefined =
  typeof document === 'undefined'
    ? undefined
    : {
        title: document.title,
        keywords: metaContent('keywords')?.content ?? '',
        description: metaContent('description')?.content ?? '',
      };

export function applyPageTags(tags: PageTags): void {
  document.title = tags.title;
  setMeta('keywords', tags.keywords);
  setMeta('description', tags.description);
}

export function restoreDefaultPageTags(): void {
  if (defaultTags) applyPageTags(defaultTags);
}

function setMeta(name: string, content: string): void {
  let element = metaContent(name);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Loads the page's SEO entry by name and applies it when the answer's status is 200; restores the
 * defaults when the page is left. A failure is only logged: the page keeps the default tags.
 */
export function usePageTags(pageName: SeoPageName): void {
  useEffect(() => {
    const controller = new AbortController();
    void loadPageTags(pageName, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        console.warn(`Page tags for ${pageName} not loaded: ${result.message}`);
        return;
      }
      if (result.data.responseStatusCode !== 200) return;
      applyPageTags({
        title: result.data.title,
        keywords: result.data.metaKeyword,
        description: result.data.metaDescription,
      });
    });
    return () => {
      controller.abort();
      restoreDefaultPageTags();
    };
  }, [pageName]);
}

/**
 * The schema library and the API client load after first paint: page tags are applied once the
 * page is on screen anyway, and this keeps them out of every page's initial bundle.
 */
async function loadPageTags(pageName: SeoPageName, signal: AbortSignal) {
  const [{ seoDataSchema }, { apiRequest }] = await Promise.all([
    import('@ohmstead/contracts/seo'),
    import('./api'),
  ]);
  return apiRequest(`Seo/GetSeoDataByName?pageName=${encodeURIComponent(pageName)}`, seoDataSchema, {
    signal,
  });
}
