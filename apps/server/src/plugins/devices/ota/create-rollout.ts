import { createHash } from 'node:crypto';
import { FIRMWARE_DOWNLOAD_PATH } from '@ohmstead/contracts/device-link';
import { type CreateRolloutRequest, otaMessages, type Release } from '@ohmstead/contracts/ota';
import semver from 'semver';
import type { Database } from '../../../db/database';
import { deviceCommands } from '../../../db/devices/commands';
import { HttpError } from '../../../http/errors';
import { type EligibleDevice, releaseRepository } from './release-repository';

/**
 * The devices a new roll-out goes to: the chosen ones (all eligible if none were), less those that run the
 * release already, are being updated, or would be downgraded by a release not uploaded as a downgrade; then
 * the given percentage of the eligible devices.
 */
export async function rolloutTargets(
  releases: ReturnType<typeof releaseRepository>,
  found: Release,
  body: CreateRolloutRequest,
): Promise<EligibleDevice[]> {
  const candidates = await releases.eligibleDevices(found.id);
  if (body.deviceIds) {
    const known = new Set(candidates.map((d) => Number(d.id)));
    if (body.deviceIds.some((id) => !known.has(id)))
      throw new HttpError(400, otaMessages.rolloutDeviceNotEligible);
  }
  const busy = await releases.updatesUnderWay(found.componentId);
  // A device takes the release unless it runs it already, is being updated, or would be downgraded by a
  // release not uploaded as a downgrade.
  const takes = (d: (typeof candidates)[number]) =>
    d.version !== found.version &&
    !busy.has(Number(d.id)) &&
    (found.downgrade || !d.version || !semver.valid(d.version) || semver.gt(found.version, d.version));
  let targets = candidates
    .filter((d) => (body.deviceIds ? body.deviceIds.includes(Number(d.id)) : true))
    .filter(takes);
  if (body.percentage !== undefined) {
    // A stable choice: the same release and percentage picks the same devices (ordered by a hash).
    const order = (serial: string) => createHash('sha256').update(`${found.id}:${serial}`).digest('hex');
    const count = Math.ceil((candidates.length * body.percentage) / 100);
    targets = targets.sort((a, b) => order(a.serial).localeCompare(order(b.serial))).slice(0, count);
  }
  if (targets.length === 0) throw new HttpError(400, otaMessages.rolloutNoDevices);
  return targets;
}

/**
 * Records the roll-out and queues a firmware.update command for each target still in service and free, in one
 * transaction. Answers the roll-out's id and the devices it went to.
 */
export async function insertRollout(
  db: Database,
  found: Release,
  body: CreateRolloutRequest,
  chosen: EligibleDevice[],
  createdBy: number,
): Promise<{ rolloutId: number; targets: EligibleDevice[] }> {
  let targets = chosen;
  const rolloutId = await db.transaction(async (tx) => {
    // Read again under the devices' locks: a device decommissioned, or given another roll-out of this
    // component, since the choice above is left out (its update would wait forever, or it would get two).
    // A decommission or another roll-out of one of them waits for this one, and then sees it.
    const inTransaction = releaseRepository(tx);
    const locked = await inTransaction.lockDevicesInService(targets.map((device) => Number(device.id)));
    // A statement of its own, after the locks: it sees a roll-out that held them and has committed.
    const taken = await inTransaction.updatesUnderWay(found.componentId);
    const live = new Set(locked.filter((id) => !taken.has(id)));
    targets = targets.filter((device) => live.has(Number(device.id)));
    if (targets.length === 0) throw new HttpError(400, otaMessages.rolloutNoDevices);
    const id = await inTransaction.insertRollout({
      releaseId: found.id,
      target: body.percentage !== undefined ? 'percentage' : 'devices',
      percentage: body.percentage ?? null,
      createdBy,
    });
    const queue = deviceCommands(tx);
    for (const device of targets) {
      const commandId = await queue.enqueue(
        Number(device.id),
        'firmware.update',
        {
          rolloutId: id,
          releaseId: found.id,
          component: found.component,
          version: found.version,
          sha256: found.sha256,
          sizeBytes: found.sizeBytes,
          path: `${FIRMWARE_DOWNLOAD_PATH}?release=${found.id}`,
        },
        createdBy,
      );
      await inTransaction.addRolloutDevice(id, Number(device.id), commandId, device.version);
    }
    return id;
  });
  return { rolloutId, targets };
}
