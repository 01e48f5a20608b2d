import { OFFLINE_AFTER_MS } from '@ohmstead/contracts/device-link';
import sql, { raw, type Sql } from 'sql-template-tag';

/**
 * A device's status as every screen shows it, from its row `alias`: decommissioned when taken out of
 * service (whatever it last said), offline when no socket of it is open
 * or it has not been heard from within OFFLINE_AFTER_MS (a server process that died could not say its
 * sockets closed), else a fault, charging, updating or plain online.
 */
export function deviceStatusSql(alias = 'd'): Sql {
  const d = raw(alias);
  const stale = raw(`interval '${Math.round(OFFLINE_AFTER_MS / 1000)} seconds'`);
  return sql`(CASE
    WHEN ${d}.decommissioned_at IS NOT NULL THEN 'decommissioned'
    WHEN NOT ${d}.connected OR ${d}.last_seen_at IS NULL OR ${d}.last_seen_at < now() - ${stale} THEN 'offline'
    WHEN ${d}.state = 'fault' OR cardinality(${d}.faults) > 0 THEN 'fault'
    WHEN ${d}.state = 'charging' THEN 'charging'
    WHEN ${d}.state = 'updating' THEN 'updating'
    ELSE 'online' END)`;
}

/** A device in service (not decommissioned), from its row `alias`: every active list keeps to these. */
export function inServiceSql(alias = 'd'): Sql {
  return sql`${raw(alias)}.decommissioned_at IS NULL`;
}
