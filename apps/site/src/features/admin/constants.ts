/** docs/product.md §3.9: the navigation popup hides after 3000 ms at the latest. */
export const NAVIGATION_POPUP_MAX_MS = 3000;
/** docs/product.md §3.9: the desktop breakpoint; the admin menu folds away below it. */
export const DESKTOP_MIN_WIDTH_PX = 992;
