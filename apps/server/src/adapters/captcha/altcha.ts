import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { invalidCaptcha, proofHash, type VerifiedProof } from './proof';

/** The widget (altcha 3.2) solves PBKDF2 in Web Workers with WebCrypto. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** A solved challenge is accepted for this long after it was issued. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * The solver tries counters from 0 up to the secret one, so the work is cost × counter key
 * derivations: with the default cost of 5000, 100 to 700 attempts take headless Chromium about a second.
 */
export const ALTCHA_COUNTER_MIN = 100;
export const ALTCHA_COUNTER_MAX = 700;

const hex = z.string().regex(/^[0-9a-f]+$/i);

/** The widget's payload, base64 of `{challenge: {parameters, signature}, solution}`. */
const payloadSchema = z.object({
  challenge: z.object({
    // Every signed parameter must reach verifySolution unchanged, so unknown keys are kept.
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      keyPrefix: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      expiresAt: z.number(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

export interface AltchaOptions {
  /** The one secret both HMAC keys are derived from. */
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
}

/** The self-hosted proof-of-work captcha: issues signed challenges and checks their solutions. */
export function altcha({ hmacKey, cost }: AltchaOptions) {
  const derive = (label: string) => createHmac('sha256', hmacKey).update(label).digest('hex');
  const hmacSignatureSecret = derive('altcha-challenge-signature');
  const hmacKeySignatureSecret = derive('altcha-key-signature');

  return {
    /**
     * A new signed challenge. `work` multiplies the attempts its solution takes on average (the limits
     * that escalate, auth/proof-of-work.ts); `purpose` is signed into it, so that a challenge issued for
     * one call is worth nothing to another.
     */
    createChallenge({ work = 1, purpose }: { work?: number; purpose?: string } = {}): Promise<Challenge> {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(Math.round(ALTCHA_COUNTER_MAX * work), Math.round(ALTCHA_COUNTER_MIN * work)),
        ...(purpose ? { data: { purpose } } : {}),
        deriveKey,
        expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },

    async check(token: string): Promise<VerifiedProof> {
      const payload = payloadSchema.safeParse(decodePayload(token));
      if (!payload.success) throw invalidCaptcha();
      const { challenge, solution } = payload.data;
      const result = await verifySolution({
        challenge: {
          parameters: challenge.parameters as Challenge['parameters'],
          signature: challenge.signature,
        },
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) throw invalidCaptcha();
      // One challenge has one secret key but any counter reaches it: the challenge names the proof.
      const purpose = (challenge.parameters as { data?: { purpose?: unknown } }).data?.purpose;
      return {
        hash: proofHash('altcha', challenge.signature),
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
        ...(typeof purpose === 'string' ? { purpose } : {}),
      };
    },
  };
}

function decodePayload(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}
