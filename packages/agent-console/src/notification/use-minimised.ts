import { useCallback, useEffect, useState } from 'react';
import type { AgentClient } from '../client/agent-client';
import { readMinimised, writeMinimised } from './minimised-storage';

/**
 * The notification's minimised flag, kept in storage across pages. A new request or customer message
 * opens it again (docs/product.md §3.4), so nothing waiting for the agent hides behind the circle.
 */
export function useMinimised(client: AgentClient): [boolean, (minimised: boolean) => void] {
  const [minimised, setMinimisedState] = useState(readMinimised);

  const setMinimised = useCallback((value: boolean) => {
    setMinimisedState(value);
    writeMinimised(value);
  }, []);

  useEffect(() => {
    const restore = () => setMinimised(false);
    const stopRequests = client.on('request', restore);
    const stopMessages = client.on('customer-message', restore);
    return () => {
      stopRequests();
      stopMessages();
    };
  }, [client, setMinimised]);

  return [minimised, setMinimised];
}
