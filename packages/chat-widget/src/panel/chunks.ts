/**
 * The parts of the panel loaded on demand (docs/product.md §9.4 "Weight"), one loader each so every user of a chunk
 * shares one download: nothing here is needed to open the panel and get a first answer.
 */
export const loadSafety = () => import('../safety/safety-chunk');
export const loadForms = () => import('../forms/forms-chunk');
export const loadDialogs = () => import('./dialogs/dialogs-chunk');
/** Handed to the store, which loads it when a live message shows (the consent offer, a stored live chat). */
export const loadLive = () => import('../live/live-chunk');
