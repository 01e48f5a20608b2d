import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|map|txt)$/;
/** Below this, the compressed copy saves less than the extra file costs. */
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every text file of the build, once, at maximum compression, so the
 * server sends compressed bundles without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ohmstead-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        const content = await readFile(file);
        if (content.length < MIN_BYTES) continue;
        await writeFile(
          `${file}.br`,
          await brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if ((await stat(full)).isDirectory()) files.push(...(await listFiles(full)));
    else files.push(full);
  }
  return files;
}
