// Making sure the pinned pnpm is available, then installing the workspace's dependencies.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture, run } from './proc.mjs';

/** The version pinned in the root package.json's "packageManager" field. */
export function pinnedPnpmVersion(root) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = /^pnpm@([\w.-]+)/.exec(manifest.packageManager ?? '');
  if (!match) throw new Error('package.json has no "packageManager": "pnpm@x.y.z" field');
  return match[1];
}

/**
 * Makes `pnpm` on PATH the pinned version: as it is, else after `npm i -g`, else through corepack
 * (whose key check must be switched off for new pnpm releases).
 */
export async function ensurePnpm(root) {
  const version = pinnedPnpmVersion(root);
  const has = (cmd) => capture(cmd, ['--version'], { cwd: root }) === version;
  if (has('pnpm')) return;

  console.log(`Installing pnpm ${version} with npm…`);
  if ((await run('npm', ['install', '--global', `pnpm@${version}`], { cwd: root })) === 0 && has('pnpm')) {
    return;
  }

  // corepack's shims go to a folder of our own that is put first on PATH, so that package scripts
  // which call `pnpm` themselves find the same one.
  console.log('npm could not install pnpm globally; trying corepack…');
  const shims = mkdtempSync(path.join(tmpdir(), 'ohmstead-pnpm-'));
  const env = {
    COREPACK_INTEGRITY_KEYS: '0',
    COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
    PATH: `${shims}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  if ((await run('corepack', ['enable', '--install-directory', shims, 'pnpm'], { cwd: root, env })) === 0) {
    Object.assign(process.env, env);
    if (has('pnpm')) return;
  }
  throw new Error(`could not get pnpm ${version}: install it with "npm i -g pnpm@${version}"`);
}

/** `pnpm install`, frozen to the lockfile when there is one (as CI must be). */
export async function installDependencies(root) {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml'));
  return run('pnpm', ['install', ...(frozen ? ['--frozen-lockfile'] : [])], { cwd: root });
}
