import type { LiveNote } from '@ohmstead/contracts/live-chat';
import type { Queryable } from '../../db/database';

interface NoteRow {
  client_id: string;
  chat_id: string;
  author_name: string;
  body: string;
  created_at: Date;
}

const toNote = (row: NoteRow): LiveNote => ({
  id: row.client_id,
  chat_id: row.chat_id,
  author_name: row.author_name,
  text: row.body,
  created_at: new Date(row.created_at).toISOString(),
});

const COLUMNS = 'client_id, chat_id, author_name, body, created_at';

/** The agents' internal notes (table live_chat_notes, docs/decisions/0046-internal-notes.md). */
export function noteRepository(db: Queryable) {
  return {
    /** Stores a note once per client id: a resent note answers with the stored one. */
    async add(note: {
      chatId: string;
      clientId: string;
      agentUserId: number;
      authorName: string;
      text: string;
    }): Promise<LiveNote> {
      const rows = await db.query<NoteRow>(
        `INSERT INTO live_chat_notes (chat_id, client_id, agent_user_id, author_name, body)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (chat_id, client_id) DO UPDATE SET chat_id = EXCLUDED.chat_id
         RETURNING ${COLUMNS}`,
        [note.chatId, note.clientId, note.agentUserId, note.authorName, note.text],
      );
      return toNote(rows[0]!);
    },

    /** The notes of some chats, each chat's oldest first. */
    async ofChats(chatIds: readonly string[]): Promise<LiveNote[]> {
      if (chatIds.length === 0) return [];
      const rows = await db.query<NoteRow>(
        `SELECT ${COLUMNS} FROM live_chat_notes WHERE chat_id = ANY($1::uuid[]) ORDER BY created_at, id`,
        [chatIds],
      );
      return rows.map(toNote);
    },
  };
}
