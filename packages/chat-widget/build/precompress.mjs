import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br (maximum quality) and a .gz (level 9) beside every script the build writes (not the maps),
 * once, so the server sends them compressed without compressing on each request
 * (docs/decisions/0039-serving-the-widget.md).
 */
export function precompress() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file);
      const scripts = Object.keys(bundle).filter((fileName) => fileName.endsWith('.js'));
      await Promise.all(
        scripts.map(async (fileName) => {
          const file = path.join(dir, fileName);
          const content = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
