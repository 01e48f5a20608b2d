/**
 * The proof of work the bot service asks of a new chat session once the visitor's address has had many
 * (docs/security.md "Limits that escalate"): parsed and solved here, in a chunk of its own that only such a
 * visitor loads. WebCrypto derives the keys off the page's main thread; the loop between them is a few
 * comparisons, so the host page stays responsive while it runs.
 */
import { proofChallengeSchema, proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The 428's body solved: ALTCHA's payload (base64 of its JSON) for CHAT_PROOF_HEADER; null when unsolvable. */
export async function solveOwedProof(body: unknown): Promise<string | null> {
  const owed = proofRequiredSchema.safeParse(body);
  if (!owed.success) return null;
  const challenge = proofChallengeSchema.parse(owed.data.challenge);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) return null;
  // The challenge's values are hex, numbers and ASCII names: btoa takes them as they are.
  return btoa(JSON.stringify({ challenge, solution }));
}
