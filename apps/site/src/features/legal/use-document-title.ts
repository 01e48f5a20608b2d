import { useEffect } from 'react';
import { applyPageTags, type PageTags, restoreDefaultPageTags } from '@/lib/page-tags';

/** Applies a legal page's tags (legal-tags.ts) and hands the default tags back when it is left. */
export function useDocumentTitle(tags: PageTags): void {
  const { title, keywords, description } = tags;
  useEffect(() => {
    applyPageTags({ title, keywords, description });
    return restoreDefaultPageTags;
  }, [title, keywords, description]);
}
