import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Queryable } from '../../db/database';

export interface StoredAttachment {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

/** Uploaded chat attachments (table bot_attachments); the files themselves are under the media dir. */
export function attachmentRepository(db: Queryable) {
  return {
    async add(
      bot: BotPath,
      identityKey: string,
      uploadedByAgent: boolean,
      files: StoredAttachment[],
    ): Promise<void> {
      for (const file of files) {
        await db.query(
          `INSERT INTO bot_attachments (id, bot, identity_key, file_name, content_type, size_bytes, uploaded_by_agent)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [file.id, bot, identityKey, file.fileName, file.contentType, file.sizeBytes, uploadedByAgent],
        );
      }
    },

    async find(id: string, fileName: string): Promise<StoredAttachment | undefined> {
      const rows = await db.query<{
        id: string;
        file_name: string;
        content_type: string;
        size_bytes: string;
      }>(
        'SELECT id, file_name, content_type, size_bytes FROM bot_attachments WHERE id = $1 AND file_name = $2',
        [id, fileName],
      );
      const row = rows[0];
      return (
        row && {
          id: row.id,
          fileName: row.file_name,
          contentType: row.content_type,
          sizeBytes: Number(row.size_bytes),
        }
      );
    },
  };
}
