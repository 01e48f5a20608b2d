// Names of the media files that asset-paths.ts builds from page content (block(name), person(slug))
// and the size budgets of every kind of asset. Shared by the generators and check-assets.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

export const BLOCKS = [
  'distributed-energy',
  'deploy-faster',
  'dynamic-power-sharing',
  'grid-services',
  'simple-scalable-microgrids',
  'future-proof-infrastructure',
  'simplified-permitting',
  'lower-energy-costs',
  'anywhere-everywhere',
  'vision',
  'difference',
];

export const PEOPLE = [
  'maya-chen',
  'daniel-okafor',
  'priya-raman',
  'marcus-hale',
  'elena-vasquez',
  'robert-lindqvist',
  'samuel-adeyemi',
];

const KB = 1024;
/** Byte budget of a video file (mp4 or webm) by video name. */
export const videoBudget = (name) =>
  ({
    'video/home-hero-desktop': 400 * KB,
    'video/home-hero-mobile': 300 * KB,
    'video/about-teaser': 600 * KB,
  })[name] ?? 250 * KB;
export const POSTER_BUDGET = 150 * KB;
export const SVG_BUDGET = 15 * KB;
export const PDF_BUDGET = 60 * KB;

// The chat widget's safety content (packages/contracts/src/safety-content.ts) names the safety symbols
// and the installation manual; the generators draw them and check-assets.mjs expects them. The module
// is TypeScript without imports, so it is transpiled and run here synchronously.
const SAFETY_CONTENT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'packages',
  'contracts',
  'src',
  'safety-content.ts',
);

/** The exports of safety-content.ts: SAFETY_SECTIONS, SAFETY_WIZARD_PAGES, INSTALLATION_MANUAL_PATH, … */
export function loadSafetyContent() {
  const ts = createRequire(import.meta.url)('typescript');
  const { outputText } = ts.transpileModule(readFileSync(SAFETY_CONTENT, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  runInNewContext(outputText, { module, exports: module.exports }, { filename: SAFETY_CONTENT });
  return module.exports;
}

/** Every safety symbol file name the safety content uses (under images/safety/). */
export function safetySymbols(content = loadSafetyContent()) {
  const points = [...content.SAFETY_SECTIONS, ...content.SAFETY_WIZARD_PAGES].flatMap((s) => s.points);
  return [...new Set(points.map((p) => p.symbol).filter(Boolean))].sort();
}

/** The asset paths (relative to the asset base, like asset-paths.ts) the chat widget's safety screens use. */
export function widgetAssetPaths(content = loadSafetyContent()) {
  return {
    images: safetySymbols(content).map((file) => `images/safety/${file}`),
    documents: [content.INSTALLATION_MANUAL_PATH.replace(/^\//, '')],
  };
}
