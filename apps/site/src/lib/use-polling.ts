import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from './api';
import { useScreenReady } from './screen-ready';

/**
 * A screen's live data: loaded on arrival and again every `everyMs` while the page is visible (a hidden tab
 * asks nothing), keeping the last answer on screen when a later one fails. Devices report to the server
 * and the screens read the server: across every node, with no socket of the browser's own
 * (docs/decisions/0031-devices-and-ota.md). `load` starts over when it
 * changes: memoise it.
 */
export function usePolling<T>(load: () => Promise<ApiResult<T>>, everyMs: number | null) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useScreenReady(data !== null || error !== null);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (document.visibilityState !== 'hidden') {
        const result = await load();
        if (!current) return;
        if (result.ok) {
          setData(result.data);
          setError(null);
        } else setError(result.message);
      }
      if (current && everyMs !== null) timer = setTimeout(() => void tick(), everyMs);
    };
    void tick();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [load, everyMs, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, error, reload, setData };
}
