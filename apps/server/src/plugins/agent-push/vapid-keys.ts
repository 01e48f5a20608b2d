import webPush from 'web-push';
import type { Database } from '../../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

async function keptPair(db: Database): Promise<VapidKeys | undefined> {
  const [row] = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM agent_push_vapid',
  );
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/**
 * The VAPID key pair pushes are signed with: the configured one, else the one kept in the database — made by
 * the first process that needed it. Every process shares the database (not always a data directory), so all
 * sign with the key the browsers subscribed with (docs/decisions/0052-agent-web-push.md).
 */
export async function vapidKeys(db: Database, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const kept = await keptPair(db);
  if (kept) return kept;
  const made = webPush.generateVAPIDKeys();
  // Two processes starting at once: the first insert wins and both read it back.
  await db.query(
    'INSERT INTO agent_push_vapid (public_key, private_key) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING',
    [made.publicKey, made.privateKey],
  );
  const stored = await keptPair(db);
  if (!stored) throw new Error('agent push: the VAPID key pair was not kept');
  return stored;
}
