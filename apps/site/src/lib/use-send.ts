import { useState } from 'react';
import type { ApiResult } from './api';

/**
 * One request of an admin dialog at a time: `sending` while it is on its way (the submit button is busy),
 * and the server's reason in `failure` when it refuses, kept until the next attempt.
 */
export function useSend() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async <T>(request: () => Promise<ApiResult<T>>, onDone: (data: T) => void) => {
    setFailure(null);
    setSending(true);
    const result = await request();
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onDone(result.data);
  };
  return { failure, sending, send };
}
