import { unsubscribeRequestSchema } from '@ohmstead/contracts/newsletter';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';

/** 'done': unsubscribed; 'invalid': the link's token is malformed or unknown; 'failed': try later. */
export type UnsubscribeOutcome = 'done' | 'invalid' | 'failed';

const requests = new Map<string, Promise<UnsubscribeOutcome>>();

/**
 * POST /api/Email/Unsubscribe with the link's token. A malformed token is refused without asking
 * the server. Each token is sent once per page load: a remount must not ask a second time and be
 * told the (now used) link is unknown.
 */
export function unsubscribe(token: string | null): Promise<UnsubscribeOutcome> {
  const parsed = unsubscribeRequestSchema.safeParse({ token });
  if (!parsed.success) return Promise.resolve('invalid');
  const known = requests.get(parsed.data.token);
  if (known) return known;
  const request = apiRequest('Email/Unsubscribe', z.unknown(), { method: 'POST', body: parsed.data }).then(
    (result): UnsubscribeOutcome => {
      if (result.ok) return 'done';
      requests.delete(parsed.data.token);
      if (result.status === 404 || result.status === 400) return 'invalid';
      console.warn(`Unsubscribe failed (${result.status}): ${result.message}`);
      return 'failed';
    },
  );
  requests.set(parsed.data.token, request);
  return request;
}
