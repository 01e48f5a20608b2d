import { createHash } from 'node:crypto';
import { captchaMessages } from '@ohmstead/contracts/messages';
import { HttpError } from '../../http/errors';

/** What a captcha proof may be used for: each purpose accepts a given proof once. */
export type CaptchaPurpose =
  | 'contact-us'
  | 'create-ticket'
  | 'web-to-lead'
  | 'chatbot-contact-form'
  | 'chatbot-image-form'
  | 'job-application';

/** A proof that passed its provider's check, named by a hash so the token itself is never stored. */
export interface VerifiedProof {
  hash: string;
  /** After this the proof is worthless anyway, so its use record may be pruned. */
  expiresAt: Date;
}

export function proofHash(provider: string, identity: string): string {
  return createHash('sha256').update(`${provider}:${identity}`).digest('hex');
}

export function invalidCaptcha(): HttpError {
  return new HttpError(400, captchaMessages.invalid, [
    { field: 'captcha', message: captchaMessages.invalid },
  ]);
}
