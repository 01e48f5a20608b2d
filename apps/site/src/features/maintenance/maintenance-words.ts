/** The maintenance banner's own words (spec/03 §2 shows the banner, not its labels). */
export const maintenanceWords = {
  region: 'Maintenance notice',
  dismiss: 'Dismiss maintenance notice',
} as const;
