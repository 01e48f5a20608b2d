// Names of the media files that asset-paths.ts builds from page content (block(name), person(slug))
// and the size budgets of every kind of asset. Shared by the generators and check-assets.mjs.
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
