/** The mini-screen's own texts (accessible names; the spec quotes none). */
export const miniScreenTexts = {
  open: 'Open agent chat',
  title: 'Agent chat',
  close: 'Close agent chat',
} as const;
