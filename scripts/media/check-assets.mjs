#!/usr/bin/env node
// Checks that every media file the site references exists under apps/server/assets and fits its
// size budget.
//
//   node scripts/media/check-assets.mjs                   # check (exit code 1 on any problem)
//   node scripts/media/check-assets.mjs --write-manifest  # rewrite scripts/media/manifest.json
//
// The list of files comes from apps/site/src/lib/asset-paths.ts (parsed as text) plus the block and
// portrait names in names.mjs (asset-paths.ts builds those from page content), plus the safety symbols
// and the installation manual that the chat widget's safety content names
// (packages/contracts/src/safety-content.ts), plus the covers, logos, post images and PDFs of the
// server's demo feeds (apps/server/src/seed/demo-feeds.ts). manifest.json is the generated, committed form of that
// list with a byte budget per file; the check fails when the manifest is out of date with those
// sources, when a file is missing or over budget, or when a file does not look like what its
// extension says.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BLOCKS,
  feedAssetPaths,
  PDF_BUDGET,
  PEOPLE,
  POSTER_BUDGET,
  SVG_BUDGET,
  videoBudget,
  widgetAssetPaths,
} from './names.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const ASSET_PATHS = join(ROOT, 'apps', 'site', 'src', 'lib', 'asset-paths.ts');
const ASSETS = join(ROOT, 'apps', 'server', 'assets');
const MANIFEST = join(HERE, 'manifest.json');
const GENERATED_FROM =
  'apps/site/src/lib/asset-paths.ts + packages/contracts/src/safety-content.ts + apps/server/src/seed/demo-feeds.ts + scripts/media/names.mjs';

/** Derives the full file list (with budgets) from the text of asset-paths.ts and the widget's safety content. */
export function expectedFiles(
  source = readFileSync(ASSET_PATHS, 'utf8'),
  widget = widgetAssetPaths(),
  feeds = feedAssetPaths(),
) {
  const files = [];
  const add = (path, maxBytes) => files.push({ path, maxBytes });
  const section = (name) => {
    const m = source.match(new RegExp(`export const ${name} = \\{([\\s\\S]*?)\\n\\}`));
    if (!m) throw new Error(`asset-paths.ts: no "export const ${name}" block`);
    return m[1];
  };
  const literals = (text) => [...text.matchAll(/:\s*'([^'$]+)'/g)].map((m) => m[1]);

  for (const name of literals(section('video'))) {
    const budget = videoBudget(name);
    add(`${name}.mp4`, budget);
    add(`${name}.webm`, budget);
    add(`${name}.jpg`, POSTER_BUDGET);
  }
  const images = section('image');
  for (const p of literals(images)) add(p, SVG_BUDGET);
  // templated entries: [1, 2, 3].map((n) => `images/x-${n}...svg`)
  for (const m of images.matchAll(/\[([\d,\s]+)\]\.map\(\(n\)\s*=>\s*([\s\S]*?)\)\)?,\n/g)) {
    const numbers = m[1].split(',').map((s) => Number(s.trim()));
    const templates = [...m[2].matchAll(/`([^`]+)`/g)].map((t) => t[1]);
    for (const n of numbers) for (const t of templates) add(t.replace('${n}', String(n)), SVG_BUDGET);
  }
  const blockT = images.match(/block:\s*\(name[^)]*\)\s*=>\s*`([^`]+)`/);
  const personT = images.match(/person:\s*\(slug[^)]*\)\s*=>\s*`([^`]+)`/);
  if (!blockT || !personT) throw new Error('asset-paths.ts: block(name) / person(slug) templates not found');
  for (const b of BLOCKS) add(blockT[1].replace('${name}', b), SVG_BUDGET);
  for (const p of PEOPLE) add(personT[1].replace('${slug}', p), SVG_BUDGET);

  for (const p of literals(section('documents'))) add(p, PDF_BUDGET);

  for (const p of widget.images) add(p, SVG_BUDGET);
  for (const p of widget.documents) add(p, PDF_BUDGET);
  for (const p of feeds.images) add(p, SVG_BUDGET);
  for (const p of feeds.documents) add(p, PDF_BUDGET);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function sniff(path, buf) {
  const ext = path.split('.').pop();
  const head = buf.subarray(0, 4096);
  switch (ext) {
    case 'mp4': {
      if (head.toString('latin1', 4, 8) !== 'ftyp') return 'not an MP4 (no ftyp box)';
      const moov = buf.indexOf('moov', 0, 'latin1');
      const mdat = buf.indexOf('mdat', 0, 'latin1');
      if (moov < 0 || (mdat >= 0 && moov > mdat)) return 'MP4 is not fast-start (moov after mdat)';
      if (buf.indexOf('soun', 0, 'latin1') >= 0 && buf.indexOf('smhd', 0, 'latin1') >= 0)
        return 'MP4 has an audio track';
      return null;
    }
    case 'webm':
      return head.readUInt32BE(0) === 0x1a45dfa3 && head.includes('webm', 0, 'latin1')
        ? null
        : 'not a WebM file';
    case 'jpg':
      return head[0] === 0xff && head[1] === 0xd8 ? null : 'not a JPEG file';
    case 'pdf':
      return head.toString('latin1', 0, 5) === '%PDF-' && buf.subarray(-1024).includes('%%EOF', 0, 'latin1')
        ? null
        : 'not a complete PDF file';
    case 'svg': {
      const s = buf.toString('utf8');
      if (!/^<svg[^>]*\sviewBox="/.test(s)) return 'SVG without a viewBox on the root element';
      if (!/^<svg[^>]*\srole="img"/.test(s)) return 'SVG without role="img"';
      if (!/<title[^>]*>[^<]+<\/title>/.test(s)) return 'SVG without a <title>';
      return null;
    }
    default:
      return null;
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  const expected = expectedFiles();
  if (process.argv.includes('--write-manifest')) {
    writeFileSync(
      MANIFEST,
      JSON.stringify({ generatedFrom: GENERATED_FROM, files: expected }, null, 2) + '\n',
    );
    console.log(`manifest.json: ${expected.length} files`);
    return;
  }
  const problems = [];
  const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : { files: [] };
  const inManifest = new Map(manifest.files.map((f) => [f.path, f.maxBytes]));
  for (const f of expected) {
    if (!inManifest.has(f.path))
      problems.push(
        `${f.path}: referenced by asset-paths.ts or the safety content but missing from manifest.json (run with --write-manifest)`,
      );
    else if (inManifest.get(f.path) !== f.maxBytes)
      problems.push(`${f.path}: budget in manifest.json is out of date (run with --write-manifest)`);
  }
  const expectedSet = new Set(expected.map((f) => f.path));
  for (const f of manifest.files)
    if (!expectedSet.has(f.path))
      problems.push(`${f.path}: in manifest.json but no longer referenced (run with --write-manifest)`);

  let total = 0;
  for (const { path, maxBytes } of manifest.files) {
    const file = join(ASSETS, path);
    if (!existsSync(file)) {
      problems.push(`${path}: missing`);
      continue;
    }
    const size = statSync(file).size;
    total += size;
    if (size === 0) problems.push(`${path}: empty file`);
    if (size > maxBytes) problems.push(`${path}: ${kb(size)} is over its budget of ${kb(maxBytes)}`);
    const bad = sniff(path, readFileSync(file));
    if (bad) problems.push(`${path}: ${bad}`);
  }
  if (problems.length) {
    console.error(`check-assets: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `check-assets: ${manifest.files.length} files present and within budget (${kb(total)} in total)`,
  );
}

main();
