import type { TicketDetail } from '@ohmstead/contracts/tickets-admin';
import { useState } from 'react';
import type { ApiResult } from '@/lib/api';
import { ticketsWords } from '../tickets-words';

const t = ticketsWords.detail;
type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * A change to a ticket (status, assignee, comment): one at a time (`busy`), the outcome said in `notice`,
 * and the ticket read again after a success (its history and times moved too).
 */
export function useTicketChange(reload: () => void) {
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const change = async (run: () => Promise<ApiResult<unknown>>, success: string): Promise<boolean> => {
    setNotice(null);
    setBusy(true);
    const result = await run();
    setBusy(false);
    setNotice(
      result.ok ? { tone: 'success', text: success } : { tone: 'error', text: t.failed(result.message) },
    );
    if (result.ok) reload();
    return result.ok;
  };

  return { notice, setNotice, busy, change };
}

/** What a card that changes the ticket is given: the ticket, whether a change is under way, and `change`. */
export interface TicketChangeProps {
  ticket: TicketDetail;
  busy: boolean;
  change: ReturnType<typeof useTicketChange>['change'];
}
