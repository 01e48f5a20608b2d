/** The maintenance banner's own words (docs/product.md §3.2 shows the banner, not its labels). */
export const maintenanceWords = {
  region: 'Maintenance notice',
  dismiss: 'Dismiss maintenance notice',
} as const;
