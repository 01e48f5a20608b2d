import type { CustomerContext } from '@ohmstead/contracts/customer-context';
import { useEffect, useState } from 'react';
import type { CustomerContextSource } from './customer-context-source';
import { customerContextWords } from './customer-context-words';

export interface CustomerContextState {
  /** The last answer, kept on screen while a refresh is under way. */
  context?: CustomerContext;
  /** When `context` was read. */
  readAt?: Date;
  loading: boolean;
  error?: string;
}

/**
 * The chat's customer context, read when the panel opens (it is keyed by chat) and again on `refresh`: no
 * timer, and no second read while one is under way (docs/decisions/0048-customer-context.md).
 */
export function useCustomerContext(source: CustomerContextSource, chatId: string) {
  const [state, setState] = useState<CustomerContextState>({ loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    source.load(chatId).then(
      (context) => current && setState({ context, readAt: new Date(), loading: false }),
      (error: unknown) =>
        current &&
        setState((before) => ({
          ...before,
          loading: false,
          error: error instanceof Error ? error.message : customerContextWords.failed,
        })),
    );
    return () => {
      current = false;
    };
  }, [source, chatId, round]);

  /** Reads again, unless a read is under way. */
  function refresh() {
    if (state.loading) return;
    setState((before) => ({ ...before, loading: true, error: undefined }));
    setRound((value) => value + 1);
  }

  return { state, refresh };
}
