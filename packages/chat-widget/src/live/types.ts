/** What the user asked for while the socket was not ready: done once the next resume has answered. */
export type LiveIntent = 'request' | 'cancel';
