/** The words of every admin table (the spec shows none of these screens). */
export const dataTableWords = {
  loading: 'Loading…',
  showing: (first: number, last: number, total: number) =>
    total === 0 ? 'No rows' : `Showing ${first}–${last} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pagesOf: (caption: string) => `Pages of ${caption.toLowerCase()}`,
  rowsPerPage: 'Rows per page',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: (reason: string) => `The export failed. ${reason}`.trim(),
  search: 'Search',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear filters',
} as const;
