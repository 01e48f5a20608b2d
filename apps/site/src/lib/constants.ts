/** The numbers of spec/01 §4 and §9 that the site's behaviour depends on. One constant per number. */

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
