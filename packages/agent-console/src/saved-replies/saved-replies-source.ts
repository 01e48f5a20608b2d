/**
 * Where the composer's saved replies come from (docs/decisions/0045-saved-replies.md): GET
 * {apiBase}/SavedReplies/GetAll with the agent's token, as upload.ts calls the site API. The host page
 * provides it with SavedRepliesProvider; without one the composer offers no saved replies.
 */
import { savedRepliesResponseSchema, type SavedReply } from '@ohmstead/contracts/saved-replies';
import { createContext, useContext } from 'react';
import { savedRepliesWords } from './saved-replies-words';

export interface SavedRepliesSource {
  /** The whole team list; rejects with a message the composer shows. */
  load(): Promise<SavedReply[]>;
  /** The signed-in agent's name for {agent_name}, read when a reply is inserted (the agent state comes later). */
  agentName(): string;
}

export function savedRepliesFromApi(apiBase: string, token: string): () => Promise<SavedReply[]> {
  return async () => {
    let answer: unknown;
    try {
      const response = await fetch(`${apiBase}/SavedReplies/GetAll`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`saved replies answered ${response.status}`);
      answer = await response.json();
    } catch {
      throw new Error(savedRepliesWords.failed);
    }
    const list = savedRepliesResponseSchema.safeParse(answer);
    if (!list.success) throw new Error(savedRepliesWords.failed);
    return list.data.replies;
  };
}

export const SavedRepliesContext = createContext<SavedRepliesSource | null>(null);
export const SavedRepliesProvider = SavedRepliesContext.Provider;
export const useSavedRepliesSource = () => useContext(SavedRepliesContext);

/**
 * The query of a message that asks for a saved reply: the text after a `/` that starts it, while it is one
 * line; undefined when the message is anything else.
 */
export function slashQuery(text: string): string | undefined {
  if (!text.startsWith('/') || text.includes('\n')) return undefined;
  return text.slice(1);
}

/** The replies whose title (first) or text holds the query, case-insensitively; titles that start with it lead. */
export function matchSavedReplies(replies: readonly SavedReply[], query: string): SavedReply[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...replies];
  const rank = (reply: SavedReply) => {
    const title = reply.title.toLowerCase();
    if (title.startsWith(wanted)) return 0;
    if (title.includes(wanted)) return 1;
    return reply.body.toLowerCase().includes(wanted) ? 2 : -1;
  };
  return replies
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.reply);
}
