import type { Queryable } from '../../db/database';

export interface StoredMedia {
  sessionKey: string;
  ownerKey: string;
  url: string;
  filePath: string;
  fileName: string;
  sizeBytes: number;
  contentType: string;
}

/** Files uploaded for live chats (table live_chat_media); owner_key is who may send or delete them. */
export function mediaRepository(db: Queryable) {
  return {
    async add(media: StoredMedia): Promise<void> {
      await db.query(
        `INSERT INTO live_chat_media (session_key, owner_key, url, file_path, file_name, size_bytes, content_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          media.sessionKey,
          media.ownerKey,
          media.url,
          media.filePath,
          media.fileName,
          media.sizeBytes,
          media.contentType,
        ],
      );
    },

    /** How many of these addresses this owner uploaded. */
    async countOwned(ownerKey: string, urls: string[]): Promise<number> {
      if (urls.length === 0) return 0;
      const rows = await db.query<{ n: string | number }>(
        'SELECT count(DISTINCT url) AS n FROM live_chat_media WHERE owner_key = $1 AND url = ANY ($2::text[])',
        [ownerKey, urls],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Removes the owner's media of one session key; answers their files, for the caller to delete. */
    async removeSession(ownerKey: string, sessionKey: string): Promise<string[]> {
      const rows = await db.query<{ file_path: string }>(
        'DELETE FROM live_chat_media WHERE owner_key = $1 AND session_key = $2 RETURNING file_path',
        [ownerKey, sessionKey],
      );
      return rows.map((row) => row.file_path);
    },
  };
}
