/** The numbers of docs/product.md §1.4 and §1.9 that the site's behaviour depends on. One constant per number. */

/** Width at or below which the mobile layout and media are used. */
export const MOBILE_MAX_WIDTH_PX = 991;
/** Home slider: autoplay interval, transition lock and initial delay. */
export const HOME_SLIDER_AUTOPLAY_MS = 5000;
export const HOME_SLIDER_TRANSITION_MS = 500;
export const HOME_SLIDER_INITIAL_DELAY_MS = 100;
/** Page carousels: autoplay interval, autoplay speed, navigation speed, start position (1-based). */
export const CAROUSEL_AUTOPLAY_MS = 4000;
export const CAROUSEL_AUTOPLAY_SPEED_MS = 800;
export const CAROUSEL_NAV_SPEED_MS = 700;
export const CAROUSEL_START_POSITION = 1;
/** Carousel library defaults the spec lists: responsive refresh rate and drag threshold. */
export const CAROUSEL_RESPONSIVE_REFRESH_MS = 200;
export const CAROUSEL_DRAG_THRESHOLD_PX = 3;
/** A video plays once its top is within the viewport minus 70 % of its height. */
export const VIDEO_VISIBLE_FRACTION = 0.7;
/** After an autoplay failure, playback is retried from 2 s earlier. */
export const VIDEO_RETRY_REWIND_S = 2;
/** Page carousels: library defaults the spec lists, used for moves the settings above do not cover. */
export const CAROUSEL_SMART_SPEED_MS = 250;
/** Drag past this distance on release moves a carousel to the neighbouring item; less snaps back. */
export const CAROUSEL_DRAG_MOVE_PX = 40;

/** Side-by-side blocks count as entered once this share of them is visible. */
export const FADE_IN_VISIBLE_RATIO = 0.2;

/** The company's public contact details, shown in the footer, the side menu and on the contact page. */
export const COMPANY = {
  name: 'Ohmstead Power, Inc.',
  street: '1200 Innovation Way, Suite 300',
  locality: 'Cary, NC 27513',
  email: 'info@ohmsteadpower.com',
  phoneDisplay: '+1 (919) 555-0142',
  phoneHref: 'tel:+19195550142',
  youtube: 'https://www.youtube.com/@ohmsteadpower',
  linkedin: 'https://www.linkedin.com/company/ohmstead-power',
} as const;
