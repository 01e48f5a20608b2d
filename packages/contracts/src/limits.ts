/** Numbers of the spec that both the browser and the server enforce. */

/** docs/product.md §1.9: first name, company, title and phone maxima. */
export const CONTACT_FIELD_MAX = 40;
/** docs/product.md §1.9: e-mail maximum. */
export const EMAIL_MAX = 80;
/** Not in the spec: the lead service's last-name field holds 80 characters. */
export const LAST_NAME_MAX = 80;
/** Not in the spec: a free-text enquiry is capped so one request cannot fill the database. */
export const CONTACT_MESSAGE_MAX = 4000;
/** docs/product.md §1.5: exactly ten digits. */
export const PHONE_PATTERN = /^\d{10}$/;
/** docs/product.md §1.5: lowercase local part of ._%+-, a domain, a 2 to 4 letter ending. */
export const SUBSCRIBE_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
/** A pragmatic address check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A captcha proof is a bounded token; anything larger is not one. */
export const CAPTCHA_TOKEN_MAX = 8192;
/** Not in the spec: a satisfaction rating's optional comment (docs/decisions/0049-satisfaction-and-transcript.md). */
export const CSAT_COMMENT_MAX = 1000;
