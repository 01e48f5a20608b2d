import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from './api';
import { useScreenReady } from './screen-ready';

/**
 * Loads a screen's data on arrival and on `reload`. The navigation to the screen ends (the popup
 * hides) once the first answer is in, whether it brought data or an error.
 */
export function useLoad<T>(load: () => Promise<ApiResult<T>>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const settled = data !== null || error !== null;
  useScreenReady(settled);

  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      if (result.ok) {
        setData(result.data);
        setError(null);
      } else setError(result.message);
    });
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);
  return { data, error, reload, setData };
}
