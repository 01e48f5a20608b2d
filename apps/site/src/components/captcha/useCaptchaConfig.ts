import { useCallback, useEffect, useState } from 'react';
import { publicConfigSchema, type PublicConfig } from '@ohmstead/contracts/site-config';
import { apiRequest } from '../../lib/api';

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
  pending ??= apiRequest('Config/Public', publicConfigSchema).then((result): PublicConfigState => {
    if (result.ok) return { status: 'ready', config: result.data };
    pending = undefined;
    console.warn(`Public configuration not loaded: ${result.message}`);
    return { status: 'unavailable', message: result.message };
  });
  return pending;
}

/** Forgets the shared answer; tests use it to start each case from a fresh page load. */
export function forgetPublicConfig(): void {
  pending = undefined;
}

/** The server's public configuration (captcha provider, lead-capture target) and a way to retry. */
export function useCaptchaConfig(): PublicConfigState & { retry: () => void } {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void fetchPublicConfig().then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
