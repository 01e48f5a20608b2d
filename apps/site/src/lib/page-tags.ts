import { useEffect } from 'react';
import { seoDataSchema, type SeoPageName } from '@ohmstead/contracts/seo';
import { apiRequest } from './api';

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
    void apiRequest(`Seo/GetSeoDataByName?pageName=${encodeURIComponent(pageName)}`, seoDataSchema, {
      signal: controller.signal,
    }).then((result) => {
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
