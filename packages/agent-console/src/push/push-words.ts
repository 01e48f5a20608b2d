/** The "Push alerts" switch's words (ours). */
export const pushWords = {
  label: 'Push alerts',
  hint: 'Tells you of new chat requests (while you are available) and of customers’ messages even when this console is closed. Turning it on asks the browser to allow notifications.',
  working: 'Turning push alerts on…',
  unsupported: 'This browser cannot receive push alerts.',
  blocked:
    "Notifications are blocked for this site: allow them in the browser's site settings, then try again.",
  unreachable:
    "The browser's push service could not be reached (are you offline?), so push alerts stay off. Try again later.",
  saveFailed: 'The server could not save this browser for push alerts, so they stay off. Try again later.',
  removeFailed: 'The server could not forget this browser for push alerts. Try again later.',
} as const;
