// The Node.js runtime the project runs on (docs/decisions/0001-node-runtime.md): the release pinned
// in runtime/package.json. On a machine whose Node is of the same major line the commands run as they are.
// On any other Node the pinned build is installed from the npm registry into runtime/node_modules with
// `npm ci` (which checks it against the integrity recorded in runtime/package-lock.json), and the command
// runs again on it, with its folder first on PATH so that every tool it starts (pnpm, vitest, Playwright's
// server, the nodes) runs on it too. Plain Node: this runs before any dependency is installed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { capture, run } from './proc.mjs';

/**
 * The pinned release, read from runtime/package.json: "version" names the Node release it installs and
 * its optional dependencies the registry builds (`node-<platform>-<arch>`) the project knows about.
 */
export function pinnedRuntime(root) {
  const dir = path.join(root, 'runtime');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const builds = Object.keys(manifest.optionalDependencies ?? {});
  return { version: manifest.version, major: majorOf(manifest.version), dir, builds };
}

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/** True when `current` (a `process.version`) is not of the pinned major line. */
export function needsPinnedRuntime(current, pinnedVersion) {
  return majorOf(current) !== majorOf(pinnedVersion);
}

/** Where the registry build for this machine puts its binary; null where the project pins none. */
export function runtimeBinary(pinned, platform = process.platform, arch = process.arch) {
  const build = `node-${platform}-${arch}`;
  if (!pinned.builds.includes(build)) return null;
  return path.join(pinned.dir, 'node_modules', build, 'bin', 'node');
}

/**
 * Installs the pinned runtime when it is missing or another release, and returns its binary.
 * Throws with what to do by hand where the registry has no build for this machine or the install failed.
 */
export async function ensurePinnedRuntime(pinned) {
  const binary = runtimeBinary(pinned);
  if (!binary) {
    throw new Error(
      `the npm registry has no Node.js ${pinned.version} build for ${process.platform}-${process.arch} ` +
        `that this project installs: install Node.js ${pinned.major} yourself and run the command again`,
    );
  }
  const installed = () => existsSync(binary) && capture(binary, ['--version']) === `v${pinned.version}`;
  if (installed()) return binary;
  console.log(`Installing Node.js ${pinned.version} from the npm registry into runtime/ (npm ci)…`);
  const code = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: pinned.dir });
  if (code !== 0 || !installed()) {
    throw new Error(`could not install Node.js ${pinned.version} into runtime/ (npm ci exited with ${code})`);
  }
  return binary;
}

/**
 * Runs this script again on the pinned runtime when the current Node is of another line, and resolves
 * with that run's exit code; resolves null when the current Node is the right one and the caller goes on.
 */
export async function onPinnedRuntime(root, script, args) {
  const pinned = pinnedRuntime(root);
  if (!needsPinnedRuntime(process.version, pinned.version)) return null;
  console.log(
    `Node.js ${process.version} is not the project's runtime (Node.js ${pinned.major}, pinned to ` +
      `${pinned.version} in runtime/package.json); running on the pinned release instead.`,
  );
  const binary = await ensurePinnedRuntime(pinned);
  const PATH = `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}`;
  return run(binary, [script, ...args], { cwd: root, env: { PATH } });
}
