import type { Rollout } from '@ohmstead/contracts/ota';
import type { Queryable } from '../../../db/database';

/** Roll-outs of a release (newest first), or one roll-out, each with every device's progress. */
export async function rolloutsOf(
  db: Queryable,
  which: { releaseId: number } | { rolloutId: number },
): Promise<Rollout[]> {
  const byRelease = 'releaseId' in which;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT r.id, r.release_id, fr.version, c.code AS component, r.target, r.percentage, r.created_at,
       trim(u.first_name || ' ' || u.last_name) AS created_by,
       COALESCE((SELECT jsonb_agg(jsonb_build_object(
           'deviceId', d.id, 'serial', d.serial, 'siteName', s.name, 'previousVersion', rd.previous_version,
           'currentVersion', f.version, 'phase', rd.phase, 'progress', rd.progress, 'message', rd.message,
           'online', (d.connected AND d.last_seen_at > now() - interval '90 seconds'),
           'updatedAt', rd.updated_at) ORDER BY d.serial)
         FROM rollout_devices rd JOIN devices d ON d.id = rd.device_id
         LEFT JOIN installation_sites s ON s.id = d.site_id
         LEFT JOIN device_firmware f ON f.device_id = d.id AND f.component_id = fr.component_id
         WHERE rd.rollout_id = r.id), '[]'::jsonb) AS devices
     FROM firmware_rollouts r JOIN firmware_releases fr ON fr.id = r.release_id
     JOIN product_components c ON c.id = fr.component_id LEFT JOIN users u ON u.id = r.created_by
     WHERE ${byRelease ? 'r.release_id' : 'r.id'} = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 20`,
    [byRelease ? which.releaseId : which.rolloutId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    releaseId: Number(row.release_id),
    version: String(row.version),
    component: String(row.component),
    target: row.target as Rollout['target'],
    percentage: row.percentage === null ? null : Number(row.percentage),
    createdBy: (row.created_by as string | null) || null,
    createdAt: new Date(row.created_at as string).toISOString(),
    devices: (row.devices as Rollout['devices']).map((device) => ({
      ...device,
      deviceId: Number(device.deviceId),
      updatedAt: new Date(device.updatedAt).toISOString(),
    })),
  }));
}
