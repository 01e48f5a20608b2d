/** The proof-of-work algorithms the workers below solve (the server picks one per challenge). */
const PBKDF2_ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'];
const SHA_ALGORITHMS = ['SHA-256', 'SHA-384', 'SHA-512'];

let loading: Promise<void> | undefined;

/**
 * ALTCHA without inline code, for the site's Content-Security-Policy (docs/security-headers.md): the
 * element from `altcha/external`, its stylesheet as a file of our build (the default bundle injects a
 * <style> element, which style-src 'self' refuses) and its workers as files of our build (the default
 * bundle makes them from blob: URLs). Everything is loaded on first use, outside the main bundle.
 */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, { default: Pbkdf2Worker }, { default: ShaWorker }] = await Promise.all([
      import('altcha/external'),
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/workers/sha?worker'),
      import('altcha/altcha.css'),
    ]);
    for (const name of PBKDF2_ALGORITHMS) $altcha.algorithms.set(name, () => new Pbkdf2Worker());
    for (const name of SHA_ALGORITHMS) $altcha.algorithms.set(name, () => new ShaWorker());
  })().catch((error: unknown) => {
    // Offline or blocked: the next captcha tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}
