import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_BROWSER } from './chromium.mjs';
import { run } from './proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** One headless Lighthouse run of `categories` (comma-separated) on `url`: its JSON report, kept at `output`. */
export async function lighthouseReport(url, output, categories) {
  const code = await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${categories}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { cwd: root, env: { CHROME_PATH: CHROMIUM_BROWSER } },
  );
  if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url} (exit ${code})`);
  return JSON.parse(readFileSync(output, 'utf8'));
}
