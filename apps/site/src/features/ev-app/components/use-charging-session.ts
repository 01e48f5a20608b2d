import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePolling } from '@/lib/use-polling';
import { useEvApi } from '../api/ev-api';

/** The session named in the address (`?session=`), asked for again every `everyMs` while the screen is open. */
export function useChargingSession(everyMs: number | null) {
  const [search] = useSearchParams();
  const id = Number(search.get('session'));
  const valid = Number.isInteger(id) && id > 0;
  const api = useEvApi();
  const polled = usePolling(
    useCallback(
      () =>
        valid
          ? api.session(id)
          : Promise.resolve({ ok: false as const, status: 400, message: 'No session was chosen.' }),
      [api, id, valid],
    ),
    valid ? everyMs : null,
  );
  return {
    id,
    session: polled.data?.session ?? null,
    error: polled.error,
    reload: polled.reload,
    setData: polled.setData,
  };
}
