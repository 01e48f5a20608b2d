import { COMPANY } from '@/lib/constants';

export const subscribeText = {
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  sending: 'Subscribing…',
  /** docs/product.md §1.8; shown when the server's answer carries no message of its own. */
  success:
    'Thank you for your interest in Ohmstead Power! We will keep you updated with our latest news and updates.',
  failure: 'Something went wrong. Please try again later.',
} as const;

export const unsubscribeText = {
  working: 'Unsubscribing you from our newsletter…',
  heading: 'Unsubscribed!',
  done: 'You have successfully unsubscribed.',
  sorry:
    "We're sorry to see you go. You can subscribe again at any time from the form at the bottom of any page.",
  invalid: 'This unsubscribe link is not valid.',
  /** Around the mailbox link: '{before}info@ohmsteadpower.com{after}'. */
  invalidHelpBefore:
    'Please use the unsubscribe link in the latest newsletter e-mail you received, or write to us at ',
  invalidHelpAfter: ' and we will remove your address.',
  mailbox: COMPANY.email,
  failed: 'Something went wrong. Please try again later.',
  retry: 'Try again',
  backHome: 'Back to Home',
} as const;
