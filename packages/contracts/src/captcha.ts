import { z } from 'zod';
import { CAPTCHA_TOKEN_MAX } from './limits';
import { contactMessages } from './messages';

/** The proof a captcha widget hands over: an ALTCHA payload or a reCAPTCHA response token. */
export const captchaTokenSchema = z
  .string({ error: contactMessages.captchaRequired })
  .min(1, contactMessages.captchaRequired)
  .max(CAPTCHA_TOKEN_MAX, 'captcha token is too long');

/** Where the embedded captcha's challenge is fetched (GET), announced by Config/Public. */
export const CAPTCHA_CHALLENGE_PATH = '/api/Captcha/Challenge';

export const captchaProviderSchema = z.enum(['altcha', 'recaptcha']);
export type CaptchaProvider = z.infer<typeof captchaProviderSchema>;
