import { COMPANY_EMAIL_DOMAIN } from '@ohmstead/contracts/chat';
import { prefilledEmail } from '@ohmstead/contracts/chat-forms';

/**
 * A user's e-mail address: accounts carry none of their own, so it is the address the chat forms prefill
 * for them (docs/product.md §3.4: the user name, or the user name plus the company domain), in lower case. A
 * customer's own tickets are those created with it (or while signed in); a Jira account is found by it.
 */
export const accountEmail = (userName: string): string =>
  prefilledEmail(userName.trim(), COMPANY_EMAIL_DOMAIN).toLowerCase();
