/** Upper-cased wherever they appear as a word of a page name (docs/product.md §3.2 navigation popup). */
export const ACRONYMS = ['CRM', 'HRM', 'API', 'UI', 'UX', 'SEO', 'KPI', 'ROI', 'CMS'] as const;

const titleCaseWord = (word: string) => {
  const upper = word.toUpperCase();
  if ((ACRONYMS as readonly string[]).includes(upper)) return upper;
  return upper.charAt(0) + word.slice(1).toLowerCase();
};

/**
 * The page name the navigation popup shows, from the URL's last segment: dashes and underscores
 * become spaces, each word is title-cased, and the spec's acronyms are upper-cased.
 */
export function pageNameFromPath(pathname: string): string {
  const [path = ''] = pathname.split(/[?#]/);
  const last =
    path
      .split('/')
      .filter((segment) => segment !== '')
      .at(-1) ?? '';
  return decodeURIComponent(last)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map(titleCaseWord)
    .join(' ');
}
