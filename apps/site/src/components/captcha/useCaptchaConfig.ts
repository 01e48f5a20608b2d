import type { PublicConfig } from '@ohmstead/contracts/site-config';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api';

export type PublicConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicConfig }
  | { status: 'unavailable'; message: string };

let pending: Promise<PublicConfigState> | undefined;

/**
 * GET /api/Config/Public, asked once per page load and shared by every caller (the captcha and the
 * contact form's lead post both need it). A failure is not kept, so a retry asks the server again.
 */
export function fetchPublicConfig(): Promise<PublicConfigState> {
  pending ??= askForPublicConfig().then((state) => {
    if (state.status === 'unavailable') {
      pending = undefined;
      console.warn(`Public configuration not loaded: ${state.message}`);
    }
    return state;
  });
  return pending;
}

async function askForPublicConfig(): Promise<PublicConfigState> {
  try {
    // The schema (and zod) load with the first ask, not with the page.
    const { publicConfigSchema } = await import('@ohmstead/contracts/site-config');
    const result = await apiRequest('Config/Public', publicConfigSchema);
    return result.ok
      ? { status: 'ready', config: result.data }
      : { status: 'unavailable', message: result.message };
  } catch (error) {
    return { status: 'unavailable', message: error instanceof Error ? error.message : String(error) };
  }
}

/** Forgets the shared answer; tests use it to start each case from a fresh page load. */
export function forgetPublicConfig(): void {
  pending = undefined;
}

/**
 * The server's public configuration (captcha provider, lead-capture target) and a way to retry; asked for
 * once `enabled` (it stays 'loading' until then).
 */
export function useCaptchaConfig(enabled = true): PublicConfigState & { retry: () => void } {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void fetchPublicConfig().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [attempt, enabled]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
