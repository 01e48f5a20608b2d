import type { Queryable } from '../../db/database';

const OPEN = `('waiting', 'active')`;
const OVER = `('ended', 'canceled')`;

/**
 * The files of chats, wherever they are recorded: bot attachments (`bot_attachments`, by identity) and
 * live-chat uploads (`live_chat_media`, by owner). Both name their identity `guest:<session id>` or
 * `user:<id>`, so one identity's files are counted together against its quota.
 */
export function chatFileRepository(db: Queryable) {
  return {
    async storedBytes(identityKey: string): Promise<number> {
      const rows = await db.query<{ bytes: string | number }>(
        `SELECT (SELECT coalesce(sum(size_bytes), 0) FROM bot_attachments WHERE identity_key = $1)
              + (SELECT coalesce(sum(size_bytes), 0) FROM live_chat_media WHERE owner_key = $1) AS bytes`,
        [identityKey],
      );
      return Number(rows[0]?.bytes ?? 0);
    },

    /**
     * Deletes the live-chat uploads no open chat can still use: those of a chat that ended before
     * `endedBefore` (an agent's upload names its chat; a customer's was made before its chat ended), and
     * those older than `idleBefore` whose owner has no open chat. Answers their files, for the caller to
     * remove; processes sweeping at once each get their own rows.
     */
    async deleteExpiredMedia(cutoffs: { idleBefore: Date; endedBefore: Date }): Promise<string[]> {
      const rows = await db.query<{ file_path: string }>(
        `DELETE FROM live_chat_media m
         WHERE NOT EXISTS (
             SELECT 1 FROM live_chats c WHERE c.status IN ${OPEN}
               AND (c.customer_key = m.owner_key OR c.id::text = m.session_key))
           AND (m.created_at < $1
             OR EXISTS (
               SELECT 1 FROM live_chats c WHERE c.status IN ${OVER} AND c.ended_at < $2
                 AND (c.id::text = m.session_key OR (c.customer_key = m.owner_key AND c.ended_at >= m.created_at))))
         RETURNING file_path`,
        [cutoffs.idleBefore, cutoffs.endedBefore],
      );
      return rows.map((row) => row.file_path);
    },

    /**
     * Deletes the bot attachments of conversations that are gone (history deleted) or idle since before
     * `idleBefore`, unless their identity is in an open live chat. Answers their ids (the folder names).
     */
    async deleteExpiredAttachments(idleBefore: Date): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `DELETE FROM bot_attachments a
         WHERE NOT EXISTS (
             SELECT 1 FROM live_chats c WHERE c.status IN ${OPEN} AND c.customer_key = a.identity_key)
           AND NOT EXISTS (
             SELECT 1 FROM bot_conversations v WHERE v.bot = a.bot AND v.identity_key = a.identity_key
               AND (v.updated_at >= $1 OR a.created_at >= $1))
         RETURNING id`,
        [idleBefore],
      );
      return rows.map((row) => row.id);
    },

    /** Which of these attachment ids still have a row. */
    async knownAttachments(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM bot_attachments WHERE id = ANY ($1::text[])',
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    },

    /** Which of these files still have a live-chat media row. */
    async knownMediaFiles(filePaths: string[]): Promise<Set<string>> {
      if (filePaths.length === 0) return new Set();
      const rows = await db.query<{ file_path: string }>(
        'SELECT file_path FROM live_chat_media WHERE file_path = ANY ($1::text[])',
        [filePaths],
      );
      return new Set(rows.map((row) => row.file_path));
    },
  };
}
