import { BADGE_CAP } from '../constants';

/** docs/product.md §3.9: a badge shows at most 99 ("99+" beyond). */
export const badgeText = (count: number): string => (count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));
