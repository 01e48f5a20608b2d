import type { RolloutPhase } from '@ohmstead/contracts/ota';

/** A device's firmware roll-out phase in words: one list for the OTA pages and the device page alike. */
export const rolloutPhaseWords: Record<RolloutPhase, string> = {
  queued: 'Queued',
  accepted: 'Accepted',
  downloading: 'Downloading',
  verifying: 'Verifying',
  installing: 'Installing',
  succeeded: 'Updated',
  failed: 'Failed',
  'rolled-back': 'Rolled back',
};

/** A phase that arrives as plain text (a device's update history) in words; one not known, as it came. */
export const rolloutPhaseText = (phase: string): string =>
  Object.hasOwn(rolloutPhaseWords, phase) ? rolloutPhaseWords[phase as RolloutPhase] : phase;
