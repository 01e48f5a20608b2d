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

/** A file of the repository, by its path from the root. */
const repoFile = (...segments) => join(dirname(fileURLToPath(import.meta.url)), '..', '..', ...segments);

// The chat widget's safety content (packages/contracts/src/safety-content.ts) names the safety symbols
// and the installation manual; the generators draw them and check-assets.mjs expects them. The module
// is TypeScript without imports, so it is transpiled and run here synchronously.
const SAFETY_CONTENT = repoFile('packages', 'contracts', 'src', 'safety-content.ts');

/** The exports of safety-content.ts: SAFETY_SECTIONS, SAFETY_WIZARD_PAGES, INSTALLATION_MANUAL_PATH, … */
export function loadSafetyContent() {
  return loadTypeScriptModule(SAFETY_CONTENT);
}

// The server's demo news, case studies and social items name their cover images, logos, post images and
// PDFs; the generators draw and write them from the same entries and check-assets.mjs expects them.
const DEMO_FEEDS = repoFile('apps', 'server', 'src', 'seed', 'demo-feeds.ts');
const DEMO_SOCIAL = repoFile('apps', 'server', 'src', 'seed', 'demo-social.ts');

/** The exports of demo-feeds.ts and demo-social.ts: DEMO_FEEDS, DEMO_SOCIAL and demoFeedMedia(feed). */
export function loadDemoFeeds() {
  return { ...loadTypeScriptModule(DEMO_FEEDS), ...loadTypeScriptModule(DEMO_SOCIAL) };
}

/** The asset paths (relative to the asset base, without the leading slash) the demo feeds use. */
export function feedAssetPaths(content = loadDemoFeeds()) {
  const addresses = [
    ...content.DEMO_FEEDS.flatMap((feed) => content.demoFeedMedia(feed).map((m) => m.mediaUrladdress)),
    ...content.DEMO_SOCIAL.flatMap((item) => (item.image ? [item.image] : [])),
  ].map((address) => address.replace(/^\//, ''));
  return {
    images: addresses.filter((address) => address.endsWith('.svg')),
    documents: addresses.filter((address) => address.endsWith('.pdf')),
  };
}

/**
 * A TypeScript module that imports at runtime only sibling modules like itself (`./name`), transpiled and
 * run here synchronously, its imports likewise.
 */
function loadTypeScriptModule(file) {
  const ts = createRequire(import.meta.url)('typescript');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  const require = (specifier) => loadTypeScriptModule(join(dirname(file), `${specifier}.ts`));
  runInNewContext(outputText, { module, exports: module.exports, require }, { filename: file });
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
