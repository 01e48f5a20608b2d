import { z } from 'zod';

/**
 * A comma list of origins (`https://chat.example.com`) for the Content-Security-Policy: only scheme, host
 * and port, so that a value can never add a keyword such as 'unsafe-inline' or a directive of its own.
 */
export const originList = z
  .string()
  .default('')
  .transform((value, context) => parseOrigins(value, context));

/**
 * The pages that may embed the widget: `*` for any, or a comma list of origins. `null` (a sandboxed frame,
 * a file) is no origin and is refused here, so that it is never reflected (docs/security.md).
 */
export const widgetOrigins = z
  .string()
  .default('*')
  .transform((value, context) => (value.trim() === '*' ? ['*'] : parseOrigins(value, context)));

function parseOrigins(value: string, context: z.RefinementCtx): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const origin = originOf(entry);
      if (!origin)
        context.addIssue({
          code: 'custom',
          message: `${entry} is not an origin such as https://chat.example.com`,
        });
      return origin ? [origin] : [];
    });
}

function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && /^(?:https?|wss?):$/.test(url.protocol) && url.host
      ? `${url.protocol}//${url.host}`
      : undefined;
  } catch {
    return undefined;
  }
}
