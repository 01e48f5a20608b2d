import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { invalidCaptcha, proofHash, type VerifiedProof } from './proof';
import type { proofUses } from './proof-uses';

/**
 * Google answers a token only once, yet one solved captcha serves the three calls of a contact
 * submission: after Google vouched for it, the other purposes accept it for this long.
 */
export const RECAPTCHA_REUSE_WINDOW_MS = 5 * 60 * 1000;
/** reCAPTCHA v3 answers a score; below this it is treated as a bot. v2 answers none. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const VERIFY_TIMEOUT_MS = 10_000;

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export interface RecaptchaOptions {
  secretKey: string;
  verifyUrl: string;
  uses: ReturnType<typeof proofUses>;
  log: FastifyBaseLogger;
}

/** Google reCAPTCHA, checked with its siteverify call. */
export function recaptcha({ secretKey, verifyUrl, uses, log }: RecaptchaOptions) {
  async function askGoogle(token: string): Promise<z.infer<typeof answerSchema>> {
    try {
      const response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: secretKey, response: token }).toString(),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      return answerSchema.parse(await response.json());
    } catch (error) {
      log.error({ err: error }, 'reCAPTCHA verification failed');
      throw new HttpError(503, 'The captcha service could not be reached.');
    }
  }

  return {
    async check(token: string): Promise<VerifiedProof> {
      const hash = proofHash('recaptcha', token);
      const vouchedUntil = await uses.validUntil(hash);
      if (vouchedUntil) return { hash, expiresAt: vouchedUntil };
      const answer = await askGoogle(token);
      if (!answer.success || (answer.score !== undefined && answer.score < RECAPTCHA_MIN_SCORE)) {
        log.info({ errorCodes: answer['error-codes'], score: answer.score }, 'reCAPTCHA refused a token');
        throw invalidCaptcha();
      }
      return { hash, expiresAt: new Date(Date.now() + RECAPTCHA_REUSE_WINDOW_MS) };
    },
  };
}
