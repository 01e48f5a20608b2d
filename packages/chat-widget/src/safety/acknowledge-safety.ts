import { loginMessages } from '@ohmstead/contracts/auth-messages';
import type { ChatStore } from '../state/types';

/**
 * The wizard's 'I Acknowledge' (docs/product.md §3.4 "Safety flow"): isSafetyCheck false locally at once, then the
 * server is told which version was read (DismissSafetyCheck). A failure is only logged (docs/product.md §3.8).
 */
export async function acknowledgeSafety(store: ChatStore, contentVersion: string): Promise<void> {
  const current = store.user.peek();
  if (!current) return;
  store.user.value = { ...current, isSafetyCheck: false };
  store.emit('safety-acknowledged', { userId: current.userId, contentVersion });
  const query = new URLSearchParams({ userId: String(current.userId), contentVersion });
  try {
    const response = await store.fetch(`${store.config.apiBase}/Auth/DismissSafetyCheck?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${current.token}` },
    });
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok && body?.message !== loginMessages.safetyCheckAlreadyDismissed) {
      console.error('ChatWidget: the safety acknowledgement was not recorded', response.status, body);
    }
  } catch (error) {
    console.error('ChatWidget: the safety acknowledgement was not recorded', error);
  }
}
