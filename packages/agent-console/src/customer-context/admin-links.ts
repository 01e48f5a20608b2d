/**
 * Where the site's admin screens are (apps/site/src/app/admin-screens.tsx): the panel links to them by
 * path only, as the console never imports the site. Each opens within the role table's capability the
 * server checked before it answered the section.
 */
export const adminLinks = {
  device: (id: number) => `/admin/devices/${id}`,
  ticket: (key: string) => `/admin/jira/st-ticket-list/${encodeURIComponent(key)}`,
  acknowledgements: (userName: string) =>
    `/admin/chatbot-analysis/acknowledgements?${new URLSearchParams({ search: userName })}`,
} as const;
