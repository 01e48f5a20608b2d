/** Words every admin screen shares (loading, failure, retry, the buttons of every form and table). */
export const adminWords = {
  loading: 'Loading…',
  loadFailed: 'The data could not be loaded.',
  retry: 'Try again',
  saving: 'Saving…',
  save: 'Save',
  cancel: 'Cancel',
} as const;
