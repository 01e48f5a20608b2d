import 'altcha/external';
import altchaCss from 'altcha/altcha.css?raw';
import pbkdf2WorkerSource from 'altcha/workers/pbkdf2?raw';
import shaWorkerSource from 'altcha/workers/sha?raw';

/** The proof-of-work algorithms each worker solves (the server picks one per challenge). */
const WORKERS = [
  { source: pbkdf2WorkerSource, algorithms: ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] },
  { source: shaWorkerSource, algorithms: ['SHA-256', 'SHA-384', 'SHA-512'] },
];

/**
 * ALTCHA as a strict host page allows it (docs/security-headers.md): the element from `altcha/external`,
 * which injects no <style> into the host's document (the widget adopts these rules into its shadow root),
 * and workers started from blob: URLs, because a worker script must come from the page's own origin and
 * the widget's origin is another one. One blob URL per worker, made when the first worker starts.
 */
for (const { source, algorithms } of WORKERS) {
  let url: string | undefined;
  const start = () =>
    new Worker((url ??= URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))));
  for (const algorithm of algorithms) $altcha.algorithms.set(algorithm, start);
}

export const ALTCHA_CSS = altchaCss;
