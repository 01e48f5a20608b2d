import type { Queryable } from '../../db/database';

export interface AgentSettings {
  isAvailable: boolean;
  soundEnabled: boolean;
}

/** Each agent's settings (table live_chat_agents): availability and sound survive reconnects and restarts. */
export function agentRepository(db: Queryable) {
  return {
    /** The agent's settings, created (offline, sound on) on first use; marks the agent seen. */
    async touch(userId: number): Promise<AgentSettings> {
      const rows = await db.query<{ is_available: boolean; sound_enabled: boolean }>(
        `INSERT INTO live_chat_agents (user_id) VALUES ($1)
         ON CONFLICT (user_id) DO UPDATE SET last_seen_at = now()
         RETURNING is_available, sound_enabled`,
        [userId],
      );
      return { isAvailable: rows[0]!.is_available, soundEnabled: rows[0]!.sound_enabled };
    },

    /** The agent's settings as stored (the defaults before the first connection). */
    async settings(userId: number): Promise<AgentSettings> {
      const rows = await db.query<{ is_available: boolean; sound_enabled: boolean }>(
        'SELECT is_available, sound_enabled FROM live_chat_agents WHERE user_id = $1',
        [userId],
      );
      const row = rows[0];
      return { isAvailable: row?.is_available ?? false, soundEnabled: row?.sound_enabled ?? true };
    },

    async setAvailable(userId: number, isAvailable: boolean): Promise<void> {
      await db.query('UPDATE live_chat_agents SET is_available = $2 WHERE user_id = $1', [
        userId,
        isAvailable,
      ]);
    },

    async setSound(userId: number, enabled: boolean): Promise<void> {
      await db.query('UPDATE live_chat_agents SET sound_enabled = $2 WHERE user_id = $1', [userId, enabled]);
    },
  };
}
