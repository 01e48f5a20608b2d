import { randomBytes } from 'node:crypto';

/**
 * An e-mail address no other test uses: tests run in parallel against one database and find their own
 * rows by it. Lowercase, because the newsletter's pattern (docs/product.md §1.5) accepts only lowercase.
 */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}
