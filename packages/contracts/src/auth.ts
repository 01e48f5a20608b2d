import { z } from 'zod';
// The messages live in a zod-free module so the chat widget can read them without the schema library.
import { loginMessages } from './auth-messages';
import { CAPTCHA_TOKEN_MAX } from './limits';
import { ROLES } from './roles';
import { SAFETY_CONTENT_VERSION, SAFETY_CONTENT_VERSION_PATTERN } from './safety-content';
export { loginMessages };

export const USER_NAME_MAX = 80;
export const PASSWORD_MAX = 200;

/** POST /api/Auth/AuthTokenLogin body (docs/product.md §3.3). */
export const loginRequestSchema = z
  .object({
    userName: z
      .string({ error: loginMessages.userNameRequired })
      .trim()
      .min(1, loginMessages.userNameRequired)
      .max(USER_NAME_MAX, 'Username is too long'),
    password: z
      .string({ error: loginMessages.passwordRequired })
      .min(1, loginMessages.passwordRequired)
      .max(PASSWORD_MAX, 'Password is too long'),
    /**
     * Ours: a solved proof of work (an ALTCHA payload), when the last attempt was answered 428 with a
     * challenge (proof-of-work.ts).
     */
    proof: z.string().max(CAPTCHA_TOKEN_MAX, 'The verification is too long').optional(),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const roleSchema = z.enum(ROLES);

/** Who is signed in, as the sign-in and the profile answer it. */
export const signedInUserFields = {
  userId: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contact: z.string(),
  roles: z.array(roleSchema),
};

/**
 * The login answer, stored whole in the browser under `user-data` (docs/product.md §3.3): the spec's fields,
 * the signed token with its expiry, and the roles.
 */
export const loginResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  token: z.string(),
  /** ISO time after which the token is refused; the site signs out at the next navigation. */
  expiresAt: z.string(),
  ...signedInUserFields,
  /** Where the user lands after signing in (docs/product.md §3.4 dashboard mapping, see
   * docs/decisions/0006-sign-in-and-admin.md). */
  dashboard: z.string(),
  /** True once the user ticked 'Don't show again': the welcome popup then stays hidden. */
  isWelcomePopupShown: z.boolean(),
  /** True while the installer has not yet acknowledged the safety instructions. */
  isSafetyCheck: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const userId = z.coerce
  .number({ error: 'userId must be a number' })
  .int()
  .positive('userId must be positive');

/** `?userId=` of the dismiss calls. */
export const userIdQuerySchema = z.object({ userId }).strict();

/** `?userId=&contentVersion=` of DismissSafetyCheck: which safety content the user acknowledged. */
export const dismissSafetyCheckQuerySchema = z
  .object({
    userId,
    contentVersion: z
      .string()
      .regex(SAFETY_CONTENT_VERSION_PATTERN, 'contentVersion must look like 2026-11-21a')
      .default(SAFETY_CONTENT_VERSION),
  })
  .strict();

/** Answers of the signed-in checks and the dismiss calls (not in the spec: a person needs a reason). */
export const sessionMessages = {
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  selfOnly: 'You may change only your own account.',
  welcomePopupDismissed: 'Welcome popup dismissed.',
  safetyCheckDismissed: 'Safety check dismissed.',
  dismissBodyInvalid: 'The body must be true or false',
} as const;

/** POST /api/Auth/DismissWelcomePopup body: the JSON boolean `true` (docs/product.md §3.7); `false` shows it again. */
export const dismissWelcomePopupBodySchema = z.boolean({ error: sessionMessages.dismissBodyInvalid });

/** The answer of both dismiss calls. */
export const dismissResponseSchema = z.object({ responseStatusCode: z.number().int(), message: z.string() });
export type DismissResponse = z.infer<typeof dismissResponseSchema>;

/**
 * The login response's `dashboard` (docs/product.md §3.4: "SuperAdmin, Admin and Customer go to the mapped
 * dashboard (fallback Home mapping); Vendor goes to /admin/ev-charger-dashboard; everyone else goes to
 * /home"). The spec does not show the mapping table, so this is ours
 * (docs/decisions/0006-sign-in-and-admin.md). A user with
 * several roles lands on the first listed role's dashboard; the order puts the widest view first.
 */
export const DASHBOARD_BY_ROLE = [
  ['SuperAdmin', '/admin/executive-dashboard'],
  ['Admin', '/admin/executive-dashboard'],
  ['Manager', '/admin/executive-dashboard'],
  ['Customer', '/admin/jira/st-ticket-list'],
  ['Vendor', '/admin/ev-charger-dashboard'],
] as const satisfies readonly (readonly [(typeof ROLES)[number], string])[];
export const HOME_DASHBOARD = '/home';

export function dashboardFor(roles: readonly string[]): string {
  const match = DASHBOARD_BY_ROLE.find(([role]) => roles.includes(role));
  return match ? match[1] : HOME_DASHBOARD;
}
