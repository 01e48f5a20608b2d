/**
 * The live chat's chunk, loaded on demand (docs/product.md §9.4 "Weight"): the store loads it when a live
 * message shows (the consent offer, a stored live chat), so the panel's first answer does not carry
 * socket.io-client.
 */
export const loadLive = () => import('../live/live-chunk');
