import { z } from 'zod';
import { loginResponseSchema, PASSWORD_MAX, signedInUserFields } from './auth';
import { CONTACT_FIELD_MAX, LAST_NAME_MAX } from './limits';

/** Messages of the account screens (Update Profile, Update Password) and of the user-management forms. */
export const accountMessages = {
  firstNameRequired: 'First name is required',
  firstNameMax: `First name cannot exceed ${CONTACT_FIELD_MAX} characters`,
  lastNameRequired: 'Last name is required',
  lastNameMax: `Last name cannot exceed ${LAST_NAME_MAX} characters`,
  contactInvalid: 'Contact may contain only digits, spaces, +, - and parentheses',
  contactMax: `Contact cannot exceed ${CONTACT_FIELD_MAX} characters`,
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'The current password is incorrect.',
  newPasswordRequired: 'New password is required',
  newPasswordMin: 'The new password must be at least 10 characters',
  newPasswordMax: `The new password cannot exceed ${PASSWORD_MAX} characters`,
  newPasswordSame: 'The new password must differ from the current one',
  profileUpdated: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** Not in the spec: a password shorter than this is refused everywhere one is set. */
export const PASSWORD_MIN = 10;
/** Digits, spaces, +, - and parentheses: phone numbers as people write them. Empty is allowed. */
export const ACCOUNT_CONTACT_PATTERN = /^[0-9 +()-]*$/;

export const firstNameSchema = z
  .string({ error: accountMessages.firstNameRequired })
  .trim()
  .min(1, accountMessages.firstNameRequired)
  .max(CONTACT_FIELD_MAX, accountMessages.firstNameMax);

export const lastNameSchema = z
  .string({ error: accountMessages.lastNameRequired })
  .trim()
  .min(1, accountMessages.lastNameRequired)
  .max(LAST_NAME_MAX, accountMessages.lastNameMax);

export const contactSchema = z
  .string({ error: accountMessages.contactInvalid })
  .trim()
  .max(CONTACT_FIELD_MAX, accountMessages.contactMax)
  .regex(ACCOUNT_CONTACT_PATTERN, accountMessages.contactInvalid);

/** A password being set (new password, a new user's password); not trimmed: spaces are characters. */
export const newPasswordSchema = z
  .string({ error: accountMessages.newPasswordRequired })
  .min(PASSWORD_MIN, accountMessages.newPasswordMin)
  .max(PASSWORD_MAX, accountMessages.newPasswordMax);

/** GET /api/Account/Profile. */
export const profileResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  ...signedInUserFields,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT /api/Account/Profile; answered with profileResponseSchema plus `message`. */
export const updateProfileRequestSchema = z
  .object({ firstName: firstNameSchema, lastName: lastNameSchema, contact: contactSchema })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = profileResponseSchema.extend({ message: z.string() });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** POST /api/Account/ChangePassword. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPasswordRequired })
      .min(1, accountMessages.currentPasswordRequired)
      .max(PASSWORD_MAX, accountMessages.currentPasswordIncorrect),
    newPassword: newPasswordSchema,
  })
  .strict()
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: accountMessages.newPasswordSame,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * A changed password refuses every token issued before it, the caller's own included, so the answer
 * is a fresh login response: the browser replaces its stored `user-data` with it and stays signed in.
 */
export const changePasswordResponseSchema = loginResponseSchema.extend({ message: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
