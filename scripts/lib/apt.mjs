// Installing the Debian packages the tests need (a browser, its fonts, PostgreSQL) when they are missing.
import { capture, run, which } from './proc.mjs';

export function isInstalled(pkg) {
  const status = capture('dpkg-query', ['-W', '-f=${Status}', pkg]);
  return status === 'install ok installed';
}

/**
 * Installs whichever of `packages` are missing. Without root or apt-get it only says what is missing
 * and returns false; the stages that need them then fail with their own clear message.
 */
export async function ensureAptPackages(packages) {
  if (!which('dpkg-query')) {
    console.log(`Not a Debian system: make sure these are installed yourself: ${packages.join(', ')}`);
    return false;
  }
  const missing = packages.filter((pkg) => !isInstalled(pkg));
  if (missing.length === 0) {
    console.log(`apt packages present: ${packages.join(', ')}`);
    return true;
  }
  if (process.getuid?.() !== 0 || !which('apt-get')) {
    console.log(
      `Missing apt packages: ${missing.join(', ')}. Not running as root, so not installing them.\n` +
        `  Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    return false;
  }
  console.log(`Installing apt packages: ${missing.join(', ')}`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  // Package lists on a fresh machine are empty or stale: update once before installing.
  if ((await run('apt-get', ['update'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', ...missing], { env })) === 0;
}
