import { useEffect } from 'react';
import { applyPageTags, restoreDefaultPageTags } from '../../lib/page-tags';

/**
 * Legal pages have no SEO entry of their own, so they name the browser tab after the document and
 * hand the default tags back when they are left.
 */
export function useDocumentTitle(title: string, description: string): void {
  useEffect(() => {
    const keywords = document.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content ?? '';
    applyPageTags({ title: `${title} | Ohmstead Power`, keywords, description });
    return restoreDefaultPageTags;
  }, [title, description]);
}
