/**
 * Saved replies and an in-memory stand-in for the screen's calls, for the stories: no network. Not
 * imported by the screen itself, so never part of the built site.
 */
import { savedRepliesMessages, type SavedReply } from '@ohmstead/contracts/saved-replies';
import { never, ok } from '@/lib/fake-answers';
import type { SavedRepliesAdminApi } from './api/saved-replies-api';

/** One saved reply, written by the admin. */
export const savedReply = (id: number, title: string, body: string): SavedReply => ({
  id,
  title,
  body,
  createdBy: 'admin',
  updatedBy: 'admin',
  createdAt: new Date(Date.UTC(2026, 10, id, 9)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 11, id, 9)).toISOString(),
});

export const sampleSavedReplies = (): SavedReply[] => [
  savedReply(1, 'greeting', 'Hello {customer_name}, this is {agent_name}. How can I help?'),
  savedReply(2, 'warranty', 'Every Power Router carries a 10-year warranty; the EV chargers two years.'),
  savedReply(3, 'goodbye', 'Thanks for chatting, {customer_name}. Have a good day!'),
];

/** The calls answered from a list kept in memory; `pending` never answers the list (loading). */
export function fakeSavedRepliesApi(
  initial: SavedReply[] = sampleSavedReplies(),
  { pending = false }: { pending?: boolean } = {},
): SavedRepliesAdminApi {
  let replies = [...initial];
  let next = 100;
  return {
    async list() {
      if (pending) return never();
      return ok({ responseStatusCode: 200, replies: structuredClone(replies) });
    },
    async create(body) {
      const created = savedReply(next++, body.title, body.body);
      replies = [...replies, created];
      return ok({ responseStatusCode: 201, message: savedRepliesMessages.created, reply: created });
    },
    async update(id, body) {
      const updated = { ...replies.find((item) => item.id === id)!, ...body };
      replies = replies.map((item) => (item.id === id ? updated : item));
      return ok({ responseStatusCode: 200, message: savedRepliesMessages.updated, reply: updated });
    },
    async remove(id) {
      const removed = replies.find((item) => item.id === id)!;
      replies = replies.filter((item) => item.id !== id);
      return ok({ responseStatusCode: 200, message: savedRepliesMessages.deleted, reply: removed });
    },
  };
}
