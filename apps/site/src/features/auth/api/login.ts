import { loginMessages, type LoginRequest, loginResponseSchema } from '@ohmstead/contracts/auth';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import { type ProofChallenge, proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import { apiRequest } from '@/lib/api';
import type { StoredUser } from '@/lib/session';

export type LoginOutcome =
  | { ok: true; user: StoredUser }
  /** `challenge`: the server asks a proof of work before it checks this sign-in (a 428). */
  | { ok: false; message: string; challenge?: ProofChallenge };

/** Statuses whose answer carries a message meant for the person signing in. */
const READABLE_STATUSES = [400, 401, 429];

/**
 * POST Auth/AuthTokenLogin (docs/product.md §3.7). Wrong credentials (401) and too many attempts (429) show the
 * server's message; a 428 hands over the proof of work the server asks (docs/security.md "Limits that
 * escalate"); a network failure, a server error or an unexpected answer shows the spec's 'Something went
 * wrong. Please try again later.' (docs/product.md §3.8).
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const result = await apiRequest('Auth/AuthTokenLogin', loginResponseSchema, {
    method: 'POST',
    body: credentials,
  });
  if (!result.ok) {
    if (result.status === PROOF_REQUIRED_STATUS) {
      const owed = proofRequiredSchema.safeParse(result.body);
      if (owed.success) return { ok: false, message: owed.data.message, challenge: owed.data.challenge };
    }
    const readable = READABLE_STATUSES.includes(result.status) && result.message.length > 0;
    return { ok: false, message: readable ? result.message : loginMessages.httpFailure };
  }
  if (result.data.responseStatusCode !== 200) return { ok: false, message: loginMessages.httpFailure };
  return { ok: true, user: result.data };
}
