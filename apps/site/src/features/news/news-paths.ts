/** The news screens' addresses and fixed texts (docs/product.md §2.2; the landing/list split:
 * docs/decisions/0008-content-areas.md). */
export const NEWS_LANDING_PATH = '/news-events';
export const newsListPath = (page: number) => `${NEWS_LANDING_PATH}/page_${page}`;

/** A feed's id from its address: digits only, else none (the page says 'No Feed found.'). */
export const idFromParam = (param: string | undefined) =>
  param && /^\d{1,15}$/.test(param) ? Number(param) : undefined;

export const newsText = {
  title: 'News & Events',
  listTitle: 'All News & Events',
  viewAll: 'View all news',
  backToHighlights: 'Back to the highlights',
} as const;
