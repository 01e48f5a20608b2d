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
  | 'job-application'
  // The limits that escalate (auth/proof-of-work.ts): their challenges name these purposes.
  | 'chat-session'
  | 'sign-in';

/** A proof that passed its provider's check, named by a hash so the token itself is never stored. */
export interface VerifiedProof {
  hash: string;
  /** After this the proof is worthless anyway, so its use record may be pruned. */
  expiresAt: Date;
  /** The purpose signed into the challenge, when it was issued for one. */
  purpose?: string;
}

export function proofHash(provider: string, identity: string): string {
  return createHash('sha256').update(`${provider}:${identity}`).digest('hex');
}

export function invalidCaptcha(): HttpError {
  return new HttpError(400, captchaMessages.invalid, [
    { field: 'captcha', message: captchaMessages.invalid },
  ]);
}
