/** Words every admin screen shares (loading, failure, retry, the buttons of every form and table). */
export const adminWords = {
  loading: 'Loading…',
  loadFailed: 'The data could not be loaded.',
  retry: 'Try again',
  saving: 'Saving…',
  save: 'Save',
  cancel: 'Cancel',
  accessDenied: 'You do not have access to this page.',
  accessDeniedHint:
    'Your account does not include this part of the admin area. Ask an administrator if you need it.',
  backToAdmin: 'Back to the admin area',
} as const;
