import type { ListPage } from '@ohmstead/contracts/admin-lists';

/** What a list view draws: the page on screen, whether a newer one is coming, and why one failed. */
export interface ListState<Row> {
  page: ListPage<Row> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

export const shortDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** An instant as the viewer reads it, marked up as a time. */
export const formatInstant = (iso: string) => shortDateTime.format(new Date(iso));
