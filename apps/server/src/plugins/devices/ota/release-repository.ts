import { type Release, type ReleaseListQuery, ROLLOUT_PHASES_UNDER_WAY } from '@ohmstead/contracts/ota';
import sql from 'sql-template-tag';
import type { Queryable } from '../../../db/database';
import { type ListSource, searchCondition } from '../../../http/admin-lists';

const RELEASE_SELECT = sql`fr.id, fr.component_id, c.code AS component, c.name AS component_name, p.id AS product_id,
  p.name AS product_name, fr.version, fr.sha256, fr.size_bytes, fr.file_name, fr.release_notes, fr.downgrade,
  trim(u.first_name || ' ' || u.last_name) AS uploaded_by, fr.created_at,
  (SELECT count(*) FROM device_firmware f WHERE f.component_id = fr.component_id AND f.version = fr.version) AS installed_on`;
const RELEASE_FROM = sql`firmware_releases fr JOIN product_components c ON c.id = fr.component_id
  JOIN products p ON p.id = c.product_id LEFT JOIN users u ON u.id = fr.uploaded_by`;

export const toRelease = (row: Record<string, unknown>): Release => ({
  id: Number(row.id),
  componentId: Number(row.component_id),
  component: String(row.component),
  componentName: String(row.component_name),
  productId: Number(row.product_id),
  productName: String(row.product_name),
  version: String(row.version),
  sha256: String(row.sha256),
  sizeBytes: Number(row.size_bytes),
  fileName: String(row.file_name),
  releaseNotes: String(row.release_notes),
  downgrade: Boolean(row.downgrade),
  uploadedBy: (row.uploaded_by as string | null) || null,
  createdAt: new Date(row.created_at as string).toISOString(),
  installedOn: Number(row.installed_on),
});

/** The firmware releases list: filtered by product and component, searched by version, names and notes. */
export const releaseList = (query: ReleaseListQuery): ListSource<ReleaseListQuery['sort']> => ({
  select: RELEASE_SELECT,
  from: RELEASE_FROM,
  where: [
    ...(query.product ? [sql`p.id = ${query.product}`] : []),
    ...(query.component ? [sql`c.id = ${query.component}`] : []),
    ...searchCondition([sql`fr.version`, sql`c.name`, sql`p.name`, sql`fr.release_notes`], query.search),
  ],
  orderBy: {
    createdAt: sql`fr.created_at`,
    version: sql`(fr.version_major, fr.version_minor, fr.version_patch)`,
    component: sql`(p.name, c.name)`,
  },
  tieBreaker: sql`fr.id`,
});

/** A release as uploaded: its version split for ordering, its image's hash, size and storage key. */
export interface NewRelease {
  componentId: number;
  version: string;
  major: number;
  minor: number;
  patch: number;
  prerelease: string | null;
  sha256: string;
  sizeBytes: number;
  fileName: string;
  storageKey: string;
  releaseNotes: string;
  downgrade: boolean;
  uploadedBy: number;
}

/** A device of a release's product in service, with the version of its component it runs now. */
export interface EligibleDevice {
  id: number;
  serial: string;
  site: string | null;
  version: string | null;
  online: boolean;
}

/** A release, its component's versions, and a new release with its image's key. */
function releaseQueries(db: Queryable) {
  return {
    async findRelease(id: number): Promise<Release | undefined> {
      const query = sql`SELECT ${RELEASE_SELECT} FROM ${RELEASE_FROM} WHERE fr.id = ${id}`;
      const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
      return row && toRelease(row);
    },

    async componentExists(componentId: number): Promise<boolean> {
      const [component] = await db.query(`SELECT 1 FROM product_components WHERE id = $1`, [componentId]);
      return component !== undefined;
    },

    /** Every version released of a component, in no order. */
    async versionsOf(componentId: number): Promise<string[]> {
      const rows = await db.query<{ version: string }>(
        `SELECT version FROM firmware_releases WHERE component_id = $1`,
        [componentId],
      );
      return rows.map((row) => row.version);
    },

    /** The new release's id; a version released already fails with PostgreSQL's error 23505. */
    async insertRelease(release: NewRelease): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO firmware_releases (component_id, version, version_major, version_minor, version_patch,
           version_prerelease, sha256, size_bytes, file_name, storage_key, release_notes, downgrade, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          release.componentId,
          release.version,
          release.major,
          release.minor,
          release.patch,
          release.prerelease,
          release.sha256,
          release.sizeBytes,
          release.fileName,
          release.storageKey,
          release.releaseNotes,
          release.downgrade,
          release.uploadedBy,
        ],
      );
      return Number(row!.id);
    },

    /** Whether a release keeps its image under this key (an image is kept once, by its hash). */
    async storageKeyInUse(storageKey: string): Promise<boolean> {
      const [used] = await db.query(`SELECT 1 FROM firmware_releases WHERE storage_key = $1`, [storageKey]);
      return used !== undefined;
    },
  };
}

/** Who a roll-out may reach, the devices' locks, and a new roll-out's rows. */
function rolloutQueries(db: Queryable) {
  return {
    /** Devices whose update of `componentId` has not ended: they take no other roll-out of it meanwhile. */
    async updatesUnderWay(componentId: number): Promise<Set<number>> {
      const rows = await db.query<{ device_id: number }>(
        `SELECT rd.device_id FROM rollout_devices rd JOIN firmware_rollouts r ON r.id = rd.rollout_id
         JOIN firmware_releases fr ON fr.id = r.release_id
         WHERE fr.component_id = $1 AND rd.phase = ANY ($2)`,
        [componentId, ROLLOUT_PHASES_UNDER_WAY],
      );
      return new Set(rows.map((row) => Number(row.device_id)));
    },

    /** Devices of the release's product in service, with the version of its component they run now. */
    eligibleDevices(releaseId: number): Promise<EligibleDevice[]> {
      return db.query<EligibleDevice>(
        `SELECT d.id, d.serial, s.name AS site, f.version,
           (d.connected AND d.last_seen_at > now() - interval '90 seconds') AS online
         FROM firmware_releases fr JOIN product_components c ON c.id = fr.component_id
         JOIN devices d ON d.product_id = c.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
         LEFT JOIN device_firmware f ON f.device_id = d.id AND f.component_id = c.id
         WHERE fr.id = $1 AND d.decommissioned_at IS NULL ORDER BY d.serial`,
        [releaseId],
      );
    },

    /**
     * Locks these devices' rows (in id order) until the transaction ends, and answers those still in service:
     * a decommission or another roll-out of one of them waits for the transaction, and then sees it.
     */
    async lockDevicesInService(deviceIds: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM devices WHERE id = ANY ($1::integer[]) AND decommissioned_at IS NULL ORDER BY id FOR UPDATE`,
        [deviceIds],
      );
      return rows.map((row) => Number(row.id));
    },

    async insertRollout(rollout: {
      releaseId: number;
      target: 'percentage' | 'devices';
      percentage: number | null;
      createdBy: number;
    }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO firmware_rollouts (release_id, target, percentage, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
        [rollout.releaseId, rollout.target, rollout.percentage, rollout.createdBy],
      );
      return Number(row!.id);
    },

    async addRolloutDevice(
      rolloutId: number,
      deviceId: number,
      commandId: number,
      previousVersion: string | null,
    ): Promise<void> {
      await db.query(
        `INSERT INTO rollout_devices (rollout_id, device_id, command_id, previous_version) VALUES ($1, $2, $3, $4)`,
        [rolloutId, deviceId, commandId, previousVersion],
      );
    },
  };
}

/** Firmware releases and their roll-outs' rows (rollouts.ts reads the roll-outs back). */
export function releaseRepository(db: Queryable) {
  return { ...releaseQueries(db), ...rolloutQueries(db) };
}
