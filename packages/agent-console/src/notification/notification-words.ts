/**
 * The notification's own texts. The spec's quoted ones (the five titles, 'Processing
 * request...') live in ../constants; these are ours: accessible names and the panel's details.
 */
export const notificationTexts = {
  region: 'Agent notification',
  minimise: 'Minimise agent notification',
  restore: 'Restore agent notification',
  restoreWithCount: (badge: string) => `Restore agent notification (${badge} waiting)`,
  accept: 'Accept Chat',
  decline: 'Decline',
  viewMessage: 'View Message',
  goToChat: 'Go to Chat',
  goOnline: 'Go Online',
  goOffline: 'Go Offline',
  /** docs/product.md §3.4: with more than one pending request. */
  moreRequests: (more: number) => `+${more} more request(s) waiting`,
  guest: 'Guest',
  signedInAs: (userName: string) => `Signed in as ${userName}`,
  bot: (bot: string) => `${bot} bot`,
  newMessages: (count: number) => `${count} new message(s)`,
  chattingWith: (name: string) => `Chatting with ${name}`,
  online: 'You are receiving chat requests.',
  offline: 'You are not receiving chat requests.',
} as const;
