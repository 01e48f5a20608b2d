/**
 * The 428 of proof-of-work.ts as schemas, written with zod/mini: the widget parses the challenge in the
 * chunk that solves it, the site in its sign-in call.
 */
import * as z from 'zod/mini';
import { PROOF_REQUIRED_STATUS } from './proof-of-work';

const hex = z.string().check(z.regex(/^[0-9a-f]+$/i));

/** ALTCHA's challenge (altcha-lib 2): the parameters its solver reads, and the server's signature. */
export const proofChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: hex,
    salt: hex,
    cost: z.number().check(z.int(), z.positive()),
    keyLength: z.number().check(z.int(), z.positive()),
    keyPrefix: hex,
    expiresAt: z.number(),
  }),
  signature: hex,
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;

/** The 428's body: the API's error shape with the challenge to solve. */
export const proofRequiredSchema = z.object({
  responseStatusCode: z.literal(PROOF_REQUIRED_STATUS),
  message: z.string(),
  challenge: proofChallengeSchema,
});
export type ProofRequired = z.infer<typeof proofRequiredSchema>;
