import { DEFAULT_PAGE_TAGS, type PageTags } from '@/lib/default-page-tags';
import type { LegalDocument } from './content/types';

/**
 * Legal pages have no SEO entry of their own: the tab is named after the document, the description says
 * which document it is, the keywords stay the site's.
 */
export const legalPageTags = (legal: LegalDocument): PageTags => ({
  title: `${legal.title} | Ohmstead Power`,
  keywords: DEFAULT_PAGE_TAGS.keywords,
  description: `${legal.title} of Ohmstead Power, Inc.`,
});
