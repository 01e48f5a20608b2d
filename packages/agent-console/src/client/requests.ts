/**
 * The queue of customers waiting for an agent, and the agent's answer to one of them (docs/product.md §3.4
 * "Live agent flow", §3.5): the whole queue once per connection, then what changes; each request announced
 * (and chimed for) once; accept and decline, one at a time ('Processing request...').
 */
import type { ChatRequest } from '@ohmstead/contracts/live-chat';
import {
  acceptedSchema,
  chatRequestSchema,
  chatRequestsSchema,
  consentAcceptedSchema,
  customerSidSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import { DECLINE_RESET_MS } from '../constants';
import type { AgentEvents } from './agent-events';
import type { HandedChats } from './handed-chats';
import type { AgentTransport } from './transport';
import type { ViewState } from './view-state';

export interface RequestQueue {
  /** chat_requests: the whole queue. */
  takeQueue(payload: unknown): void;
  /** chat_request_added */
  takeAdded(payload: unknown): void;
  /** chat_request_removed */
  takeRemoved(payload: unknown): void;
  /** Ignored while processing or when none is pending; default = the oldest pending request. */
  accept(customerSid?: string): Promise<{ ok: boolean; chatId?: string }>;
  /** Clears the processing flag after 500 ms, whatever the answer. */
  decline(customerSid?: string): Promise<void>;
  /** The connection dropped (or the client closed): a decline's reset timer is dropped. */
  stop(): void;
}

export interface RequestQueueParts {
  transport: Pick<AgentTransport, 'request' | 'isConnected'>;
  view: ViewState;
  events: Pick<AgentEvents, 'fire' | 'chime'>;
  /** Told of each chat this page accepts, before the answer, and of a refusal. */
  handed?: Pick<HandedChats, 'accepting' | 'refused'>;
}

export function createRequestQueue({ transport, view, events, handed }: RequestQueueParts): RequestQueue {
  /** Requests already announced, so a re-sent queue does not chime again. */
  const announced = new Set<string>();
  let declineTimer: ReturnType<typeof setTimeout> | null = null;

  /** Shows `requests` as the queue, announcing (and chiming for) the ones not announced before. */
  function setRequests(requests: ChatRequest[]): void {
    const ordered = [...requests].sort((a, b) => a.requested_at.localeCompare(b.requested_at));
    const fresh = ordered.filter((item) => !announced.has(item.customer_sid));
    view.update((current) => ({ ...current, requests: ordered }));
    for (const item of fresh) {
      announced.add(item.customer_sid);
      events.fire('request', { customerSid: item.customer_sid });
    }
    if (fresh.length > 0) events.chime();
  }

  function pick(customerSid?: string): ChatRequest | undefined {
    const { processing, requests } = view.get();
    if (processing) return undefined;
    return customerSid ? requests.find((item) => item.customer_sid === customerSid) : requests[0];
  }

  const consent = (chosen: ChatRequest, accept: boolean) => ({
    customer_sid: chosen.customer_sid,
    customer_details: chosen.customer_details,
    accept,
  });

  return {
    takeQueue(payload) {
      const queue = chatRequestsSchema.safeParse(payload);
      if (queue.success) setRequests(queue.data);
    },
    takeAdded(payload) {
      const added = chatRequestSchema.safeParse(payload);
      if (!added.success) return;
      const others = view.get().requests.filter((item) => item.customer_sid !== added.data.customer_sid);
      setRequests([...others, added.data]);
    },
    takeRemoved(payload) {
      const removed = customerSidSchema.safeParse(payload);
      if (!removed.success) return;
      const customerSid = removed.data.customer_sid;
      view.update((current) =>
        current.requests.some((item) => item.customer_sid === customerSid)
          ? { ...current, requests: current.requests.filter((item) => item.customer_sid !== customerSid) }
          : current,
      );
    },
    async accept(customerSid) {
      const chosen = pick(customerSid);
      if (!chosen || !transport.isConnected()) return { ok: false };
      view.setProcessing(true);
      // The chat's agent state may arrive before the answer.
      handed?.accepting(chosen.customer_sid);
      const answer = await transport.request(
        'chat_request_consent',
        consent(chosen, true),
        consentAcceptedSchema,
      );
      view.setProcessing(false);
      if (!answer.ok) {
        handed?.refused(chosen.customer_sid);
        view.setError(answer.error);
        return { ok: false };
      }
      const chatId = answer.chat_id ?? chosen.customer_sid;
      view.setError(null);
      events.fire('assigned', { chatId, customerSid: chosen.customer_sid });
      return { ok: true, chatId };
    },
    async decline(customerSid) {
      const chosen = pick(customerSid);
      if (!chosen || !transport.isConnected()) return;
      view.setProcessing(true);
      // docs/product.md §3.4: the flag is cleared after 500 ms, whatever the answer.
      declineTimer = setTimeout(() => {
        declineTimer = null;
        view.setProcessing(false);
      }, DECLINE_RESET_MS);
      const answer = await transport.request('chat_request_consent', consent(chosen, false), acceptedSchema);
      if (!answer.ok) view.setError(answer.error);
    },
    stop() {
      if (declineTimer) clearTimeout(declineTimer);
    },
  };
}
