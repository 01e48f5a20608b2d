import { AGENT_MAX_CHATS_DEFAULT } from '@ohmstead/contracts/live-chat';
import type { Queryable } from '../../db/database';

export interface AgentSettings {
  isAvailable: boolean;
  soundEnabled: boolean;
  desktopAlertsEnabled: boolean;
  /** Active chats the agent takes at once (docs/decisions/0051-transfer-and-capacity.md). */
  maxChats: number;
}

interface SettingsRow {
  is_available: boolean;
  sound_enabled: boolean;
  desktop_alerts_enabled: boolean;
  max_chats: number;
}

const COLUMNS = 'is_available, sound_enabled, desktop_alerts_enabled, max_chats';

const settingsOf = (row: SettingsRow | undefined): AgentSettings => ({
  isAvailable: row?.is_available ?? false,
  soundEnabled: row?.sound_enabled ?? true,
  desktopAlertsEnabled: row?.desktop_alerts_enabled ?? false,
  maxChats: row?.max_chats ?? AGENT_MAX_CHATS_DEFAULT,
});

/**
 * Each agent's settings (table live_chat_agents): availability, sound, desktop alerts and the limit of active
 * chats survive reconnects and restarts.
 */
export function agentRepository(db: Queryable) {
  return {
    /** The agent's settings, created (offline, sound on) on first use; marks the agent seen. */
    async touch(userId: number): Promise<AgentSettings> {
      const rows = await db.query<SettingsRow>(
        `INSERT INTO live_chat_agents (user_id) VALUES ($1)
         ON CONFLICT (user_id) DO UPDATE SET last_seen_at = now()
         RETURNING ${COLUMNS}`,
        [userId],
      );
      return settingsOf(rows[0]);
    },

    /** The agent's settings as stored (the defaults before the first connection). */
    async settings(userId: number): Promise<AgentSettings> {
      const rows = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM live_chat_agents WHERE user_id = $1`, [
        userId,
      ]);
      return settingsOf(rows[0]);
    },

    setAvailable: (userId: number, isAvailable: boolean) => setColumn('is_available', userId, isAvailable),
    setSound: (userId: number, enabled: boolean) => setColumn('sound_enabled', userId, enabled),
    setDesktopAlerts: (userId: number, enabled: boolean) =>
      setColumn('desktop_alerts_enabled', userId, enabled),
    setMaxChats: (userId: number, maxChats: number) => setColumn('max_chats', userId, maxChats),
  };

  /** One of the agent's settings; `column` is one of the names above, never a caller's text. */
  async function setColumn(
    column: 'is_available' | 'sound_enabled' | 'desktop_alerts_enabled' | 'max_chats',
    userId: number,
    value: boolean | number,
  ): Promise<void> {
    await db.query(`UPDATE live_chat_agents SET ${column} = $2 WHERE user_id = $1`, [userId, value]);
  }
}
