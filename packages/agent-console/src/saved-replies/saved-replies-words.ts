/** The words of the composer's saved replies (docs/decisions/0045-saved-replies.md). */
export const savedRepliesWords = {
  listLabel: 'Saved replies',
  loading: 'Loading saved replies…',
  failed: 'Saved replies could not be loaded.',
  none: 'No saved reply matches.',
  /** Said when the list opens or its matches change. */
  matches: (count: number) =>
    count === 0
      ? 'No saved reply matches.'
      : `${count} saved ${count === 1 ? 'reply' : 'replies'}. Up and down arrows to choose, Enter to insert, Escape to close.`,
  hint: 'Type / at the start for saved replies.',
} as const;
