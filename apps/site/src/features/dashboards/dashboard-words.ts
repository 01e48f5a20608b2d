import type { ExecutiveKpi } from '@ohmstead/contracts/dashboards';

/** Every word of the Executive Dashboard (the spec shows only its menu entry). Tests read them from here. */
export const dashboardWords = {
  title: 'Executive Dashboard',
  intro:
    'What the company received in the period, against the period of the same length before it. Each figure opens its screen.',
  kpis: {
    enquiries: 'Enquiries',
    leads: 'Leads and quote requests',
    chats: 'Bot conversations',
    handoffs: 'Hand-offs to live agents',
    tickets: 'Support tickets',
    applications: 'Job applications',
    subscribers: 'Newsletter subscribers',
  } satisfies Record<ExecutiveKpi, string>,
  trend: (label: string, weekly: boolean) => `${label} per ${weekly ? 'week' : 'day'}`,
  day: 'Day',
  weekOf: 'Week of',
  /** A figure whose screen is not the tile's own (tickets: the list for those who may open it). */
  ticketList: 'Open the ticket list',
  noScreen: 'No admin screen lists subscribers yet.',
  satisfaction: 'Customer satisfaction',
  outOfFive: (average: number) => `${average.toFixed(2)} / 5`,
  overRatings: (n: number) => (n === 1 ? 'over 1 rating' : `over ${n} ratings`),
  noRatings: 'No chat was rated in this period.',
} as const;
