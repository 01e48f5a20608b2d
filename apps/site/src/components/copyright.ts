import { COMPANY } from '@/lib/constants';

/** The footer's copyright line, with the year of the moment it is rendered. */
export const copyrightLine = (now: Date = new Date()) =>
  `© ${now.getFullYear()} ${COMPANY.name} All rights reserved.`;
