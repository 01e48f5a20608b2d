import { createHash } from 'node:crypto';
import { FIRMWARE_MAGIC } from '@ohmstead/contracts/ota';

/**
 * A firmware image as our build system makes them: the 8-byte OHMFW header, a JSON manifest line (component
 * and version) and the payload. The simulator and the demo content make images of this shape; the server
 * refuses an upload that does not start with the header.
 */
export function firmwareImage(
  component: string,
  version: string,
  payloadBytes = 48 * 1024,
  seed = 1,
): Buffer {
  const manifest = Buffer.from(`${JSON.stringify({ component, version })}\n`);
  const payload = Buffer.alloc(payloadBytes);
  // A small linear congruential generator: the same component and version give the same bytes.
  let state = (seed ^ hashOf(`${component}@${version}`)) >>> 0;
  for (let index = 0; index < payloadBytes; index++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    payload[index] = state >>> 24;
  }
  return Buffer.concat([Buffer.from(FIRMWARE_MAGIC, 'latin1'), manifest, payload]);
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}
