import type { SavedReply, SavedReplyRequest } from '@ohmstead/contracts/saved-replies';
import type { Database } from '../../db/database';

interface SavedReplyRow {
  id: number;
  title: string;
  body: string;
  created_by_name: string | null;
  updated_by_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const toSavedReply = (row: SavedReplyRow): SavedReply => ({
  id: Number(row.id),
  title: row.title,
  body: row.body,
  createdBy: row.created_by_name,
  updatedBy: row.updated_by_name,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The columns of a reply with the user names of who wrote it, from `r` (saved_replies) joined to users. */
const COLUMNS = `r.id, r.title, r.body, r.created_at, r.updated_at,
  creator.user_name AS created_by_name, editor.user_name AS updated_by_name`;
const AUTHORS = `LEFT JOIN users creator ON creator.id = r.created_by
  LEFT JOIN users editor ON editor.id = r.updated_by`;

/** Every SQL statement of saved replies (docs/decisions/0045-saved-replies.md). */
export function savedReplyRepository(db: Database) {
  const find = async (id: number): Promise<SavedReply | undefined> => {
    const rows = await db.query<SavedReplyRow>(
      `SELECT ${COLUMNS} FROM saved_replies r ${AUTHORS} WHERE r.id = $1`,
      [id],
    );
    return rows[0] && toSavedReply(rows[0]);
  };

  return {
    find,

    /** The whole list by title A–Z (case-insensitive), then id so equal titles keep one order. */
    async list(): Promise<SavedReply[]> {
      const rows = await db.query<SavedReplyRow>(
        `SELECT ${COLUMNS} FROM saved_replies r ${AUTHORS} ORDER BY lower(r.title), r.id`,
      );
      return rows.map(toSavedReply);
    },

    /**
     * Adds a reply unless `max` exist already (undefined then): counted and added under one lock, so two
     * added at once cannot both pass the limit.
     */
    async createUnder(
      max: number,
      reply: SavedReplyRequest,
      userId: number,
    ): Promise<SavedReply | undefined> {
      const id = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['saved-replies']);
        const [counted] = await tx.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM saved_replies',
        );
        if (Number(counted!.count) >= max) return undefined;
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO saved_replies (title, body, created_by, updated_by) VALUES ($1, $2, $3, $3) RETURNING id`,
          [reply.title, reply.body, userId],
        );
        return Number(rows[0]!.id);
      });
      return id === undefined ? undefined : find(id);
    },

    /** Undefined when no reply has this id. */
    async update(id: number, reply: SavedReplyRequest, userId: number): Promise<SavedReply | undefined> {
      const rows = await db.query<{ id: number }>(
        `UPDATE saved_replies SET title = $2, body = $3, updated_by = $4, updated_at = now() WHERE id = $1
         RETURNING id`,
        [id, reply.title, reply.body, userId],
      );
      return rows[0] && find(id);
    },

    /** The reply as it was, or undefined when no reply has this id. */
    async remove(id: number): Promise<SavedReply | undefined> {
      const reply = await find(id);
      if (!reply) return undefined;
      const rows = await db.query<{ id: number }>(`DELETE FROM saved_replies WHERE id = $1 RETURNING id`, [
        id,
      ]);
      return rows[0] && reply;
    },
  };
}
