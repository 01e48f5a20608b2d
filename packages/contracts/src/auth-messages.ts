/** Messages of the sign-in calls, zod-free: the site's schemas and the chat widget both read them. */

/** docs/product.md §3.5 login messages. */
export const loginMessages = {
  userNameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  httpFailure: 'Something went wrong. Please try again later.',
  /** Not in the spec ("a non-200 status shows no message"): a person needs to know why. */
  invalidCredentials: 'The username or password is incorrect.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  safetyCheckAlreadyDismissed: 'Safety check already dismissed.',
} as const;
