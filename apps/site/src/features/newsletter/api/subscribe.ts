import { statusEnvelopeSchema } from '@ohmstead/contracts/http';
import type { SubscribeRequest } from '@ohmstead/contracts/newsletter';
import { apiRequest } from '@/lib/api';

export type SubscribeOutcome = { ok: true; message: string | undefined } | { ok: false };

/** POST /api/Email/Subscribe; only an answer with responseStatusCode 200 counts as success (docs/product.md §1.7). */
export async function subscribe(request: SubscribeRequest): Promise<SubscribeOutcome> {
  const result = await apiRequest('Email/Subscribe', statusEnvelopeSchema, { method: 'POST', body: request });
  if (result.ok && result.data.responseStatusCode === 200) return { ok: true, message: result.data.message };
  if (!result.ok) console.warn(`Subscription failed (${result.status}): ${result.message}`);
  return { ok: false };
}
