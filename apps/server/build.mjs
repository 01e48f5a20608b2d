// The production build of the server (`pnpm -r run build`): esbuild bundles the server's TypeScript and the
// workspace's contracts into plain JavaScript under dist/, so `npm start` runs Node alone — no TypeScript
// loader in the running process (its memory and its start-up). Packages from npm stay outside the bundle
// (node_modules is there at run time, and PGlite's WebAssembly, pg and socket.io load as they are).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');
const pkg = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@ohmstead/'))
  .flatMap((name) => [name, `${name}/*`]);

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/cli/create-admin.ts',
    // The worker main.js starts to migrate and seed the embedded database (src/prepare-database.ts).
    'prepare-database': 'src/prepare-database.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
// db/migrate.ts reads the SQL files beside the module that runs it: dist/ in the build.
await cp(path.join(serverDir, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
