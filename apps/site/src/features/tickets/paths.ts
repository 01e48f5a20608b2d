/** The feature's pages (docs/product.md §3.2 "Admin routes reachable from the menu"). */
export const SUPPORT_TICKETS_PATH = '/admin/jira/st-ticket-list';
export const SUPPORT_DASHBOARD_PATH = '/admin/jira/st-jira-dashboard';
export const MPR_DASHBOARD_PATH = '/admin/jira/mpr-jira-dashboard';

/** One ticket, below Support Tickets. */
export const ticketPath = (key: string) => `${SUPPORT_TICKETS_PATH}/${key}`;
