import { adminWords } from '@/components/admin/admin-words';

/** The admin area's own words (the spec quotes only the navigation popup's). */
export const adminText = {
  ...adminWords,
  areaLabel: 'Admin',
  menuLabel: 'Admin menu',
  menuToggle: 'Admin menu',
  breadcrumbLabel: 'Breadcrumb',
  navigatingTo: (page: string) => `Navigating to ${page}...`,
  bottomNavLabel: 'EV charger app',
  bottomNav: { charging: 'Charging', history: 'History', profile: 'Profile' },
} as const;
