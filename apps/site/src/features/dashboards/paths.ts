import type { ExecutiveKpi } from '@ohmstead/contracts/dashboards';

export const EXECUTIVE_DASHBOARD_PATH = '/admin/executive-dashboard';

/**
 * The screen behind each key figure (docs/product.md §3.2). Subscribers have none. Support tickets open the Support
 * Dashboard, which every viewer of this one may open; the ticket list is for Customer and Manager only.
 */
export const KPI_SCREENS: Record<ExecutiveKpi, string | null> = {
  enquiries: '/admin/customer-inquiries',
  leads: '/admin/quote-request-summary',
  chats: '/admin/chatbot-analysis',
  handoffs: '/admin/chatbot-analysis/handoffs',
  tickets: '/admin/jira/st-jira-dashboard',
  applications: '/admin/job-applications',
  subscribers: null,
};
export const TICKET_LIST_PATH = '/admin/jira/st-ticket-list';
/** The customers' ratings per agent and over time are on the chat analysis screen. */
export const SATISFACTION_SCREEN = '/admin/chatbot-analysis';

/** A screen for the same period: list screens read `from` and `to` from their URL. */
export const withRange = (path: string, range: { from: string; to: string }) =>
  `${path}?${new URLSearchParams({ from: range.from, to: range.to })}`;
