import type { DashboardRange } from '@/lib/dashboard-range';

/** CRM Chat Bot Analysis (docs/product.md §3.2) and the drill-down views below it. */
export const CHAT_ANALYSIS_PATH = '/admin/chatbot-analysis';
export const CHAT_ANALYSIS_VIEWS = {
  conversations: `${CHAT_ANALYSIS_PATH}/conversations`,
  handoffs: `${CHAT_ANALYSIS_PATH}/handoffs`,
  acknowledgements: `${CHAT_ANALYSIS_PATH}/acknowledgements`,
  transcript: `${CHAT_ANALYSIS_PATH}/transcript`,
} as const;

type Filters = Record<string, string | undefined>;

/** A view of the analysis for the range and filters: the URL its screen reads them from. */
export function analysisLink(
  view: keyof typeof CHAT_ANALYSIS_VIEWS | 'dashboard',
  range: Partial<DashboardRange>,
  filters: Filters = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, from: range.from, to: range.to }))
    if (value) params.set(key, value);
  const path = view === 'dashboard' ? CHAT_ANALYSIS_PATH : CHAT_ANALYSIS_VIEWS[view];
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
