import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../database';
import { recordDeviceEvent } from './events';

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** Compared against when the serial is unknown, so an unknown device takes as long as a known one. */
const DECOY = sha256('no device has this secret');

/**
 * Device secrets (docs/decisions/0031-devices-and-ota.md): 32 random bytes shown once, kept only as their SHA-256 (a secret of
 * that strength has no dictionary to guess from, so a slow password hash would buy nothing), compared in
 * constant time.
 */
export function deviceSecrets(db: Queryable) {
  return {
    /** A new secret for the device; the old one stops working at once. Returns it in clear, this once. */
    async issue(
      deviceId: number,
      reason: 'registered' | 'reissued' | 'recommissioned' | 'simulation',
    ): Promise<string> {
      const secret = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO device_secrets (device_id, secret_sha256) VALUES ($1, $2)
         ON CONFLICT (device_id) DO UPDATE SET secret_sha256 = EXCLUDED.secret_sha256, issued_at = now()`,
        [deviceId, sha256(secret).toString('hex')],
      );
      if (reason !== 'simulation')
        await recordDeviceEvent(
          db,
          deviceId,
          'secret-issued',
          reason === 'registered'
            ? 'First secret issued'
            : reason === 'recommissioned'
              ? 'New secret issued on recommissioning'
              : 'New secret issued; the previous one was revoked',
        );
      return secret;
    },

    /** The device has no secret any more (decommissioned): nothing it sends is accepted. */
    async revoke(deviceId: number): Promise<void> {
      await db.query(`DELETE FROM device_secrets WHERE device_id = $1`, [deviceId]);
    },

    /**
     * The device this serial and secret belong to, or undefined (unknown serial, wrong secret or a
     * decommissioned device alike).
     */
    async authenticate(serial: string, secret: string): Promise<{ id: number; serial: string } | undefined> {
      const [row] = await db.query<{ id: number; secret_sha256: string | null }>(
        `SELECT d.id, s.secret_sha256 FROM devices d LEFT JOIN device_secrets s ON s.device_id = d.id
         WHERE d.serial = $1 AND d.decommissioned_at IS NULL`,
        [serial],
      );
      const stored = row?.secret_sha256 ? Buffer.from(row.secret_sha256, 'hex') : DECOY;
      const matches = timingSafeEqual(stored, sha256(secret));
      return matches && row?.secret_sha256 ? { id: Number(row.id), serial } : undefined;
    },
  };
}
