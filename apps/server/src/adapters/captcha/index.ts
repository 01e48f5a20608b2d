import type { CaptchaProvider } from '@ohmstead/contracts/captcha';
import type { Challenge } from 'altcha-lib';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, persistentSecret } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { altcha } from './altcha';
import { type CaptchaPurpose, invalidCaptcha, type VerifiedProof } from './proof';
import { proofUses } from './proof-uses';
import { recaptcha } from './recaptcha';

export interface CaptchaAdapter {
  readonly provider: CaptchaProvider;
  /** reCAPTCHA: the public site key the browser widget needs. */
  readonly siteKey?: string;
  /** ALTCHA: a new signed challenge for the browser widget. */
  readonly createChallenge?: () => Promise<Challenge>;
  /** Checks a proof with its provider; a bad one throws 400 with captchaMessages.invalid. */
  check(token: string): Promise<VerifiedProof>;
  /** Records the proof's use for a purpose inside the caller's transaction; a second use throws 400. */
  claim(tx: Queryable, proof: VerifiedProof, purpose: CaptchaPurpose): Promise<void>;
  /** Undoes a claim when the work it guarded failed, so the visitor may try again with the same proof. */
  release(proof: VerifiedProof, purpose: CaptchaPurpose): Promise<void>;
  /** check and claim in one step, for callers that write nothing else. */
  verify(token: string, purpose: CaptchaPurpose): Promise<void>;
}

/** ALTCHA (self-hosted) unless both reCAPTCHA keys are configured. */
export function createCaptcha(deps: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}): CaptchaAdapter {
  const { config, db, log } = deps;
  const { recaptchaSiteKey, recaptchaSecretKey, recaptchaVerifyUrl } = config.captcha;
  if (Boolean(recaptchaSiteKey) !== Boolean(recaptchaSecretKey)) {
    throw new Error(
      'reCAPTCHA needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY (or neither for ALTCHA).',
    );
  }
  const uses = proofUses(db);

  const provider =
    recaptchaSiteKey && recaptchaSecretKey
      ? {
          provider: 'recaptcha' as const,
          siteKey: recaptchaSiteKey,
          ...recaptcha({ secretKey: recaptchaSecretKey, verifyUrl: recaptchaVerifyUrl, uses, log }),
        }
      : {
          provider: 'altcha' as const,
          ...altcha({
            hmacKey: persistentSecret(config.dataDir, 'altcha', config.captcha.altchaHmacKey),
            cost: config.captcha.altchaCost,
          }),
        };

  const adapter: CaptchaAdapter = {
    ...provider,
    async check(token) {
      await uses.prune();
      const proof = await provider.check(token);
      // A challenge issued for one of the limits that escalate (auth/proof-of-work.ts) is no form's captcha.
      if (proof.purpose) throw invalidCaptcha();
      return proof;
    },
    async claim(tx, proof, purpose) {
      if (!(await proofUses(tx).claim(proof, purpose))) throw invalidCaptcha();
    },
    release: (proof, purpose) => uses.release(proof, purpose),
    async verify(token, purpose) {
      const proof = await adapter.check(token);
      await db.transaction((tx) => adapter.claim(tx, proof, purpose));
    },
  };
  return adapter;
}
