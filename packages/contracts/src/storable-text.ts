/**
 * The one rule every string that reaches the services obeys, whatever the call (docs/security.md): no NUL
 * character (PostgreSQL cannot store U+0000 in text and fails the whole statement) and no unpaired UTF-16
 * surrogate (not Unicode at all; it would be stored as U+FFFD, silently changing what was sent). The
 * server applies it to every query, path parameter, JSON body, multipart field and socket payload before
 * any schema or handler sees them. Zod-free: both clients may use it.
 */

// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this rule is about
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

export const unstorableTextMessage = (where: string) =>
  `${where} contains a character that cannot be stored (a NUL character or an unpaired surrogate).`;

/**
 * The path (`body.items.2.name`) of the first string in `value` — keys included — that breaks the rule,
 * or null when there is none. Walks without recursion: a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, `${path}.${index}`]));
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (!isStorableText(key)) return path;
        pending.push([entry, `${path}.${key}`]);
      }
    }
  }
  return null;
}
