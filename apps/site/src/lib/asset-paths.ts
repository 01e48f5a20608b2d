/**
 * Every media file the public pages show, relative to the asset base. The files are produced by
 * scripts/media (see its README) into apps/server/assets and served by the server.
 */
export const video = {
  homeHeroDesktop: 'video/home-hero-desktop',
  homeHeroMobile: 'video/home-hero-mobile',
  differenceLowerRisk: 'video/difference-lower-risk',
  differenceLowerCost: 'video/difference-lower-cost',
  differenceLowerComplexity: 'video/difference-lower-complexity',
  vehicleSolutions: 'video/vehicle-solutions',
  buildingSolutions: 'video/building-solutions',
  aboutTeaser: 'video/about-teaser',
  techBidirectional: 'video/tech-bidirectional-ports',
  techGalvanicIsolation: 'video/tech-galvanic-isolation',
  techGridForming: 'video/tech-grid-forming',
  techWideVoltage: 'video/tech-wide-voltage-range',
  techProgrammablePorts: 'video/tech-programmable-ports',
  buildingSecureFuture: 'video/building-secure-energy-future',
  productFeatures: 'video/product-features',
} as const;
export type VideoName = (typeof video)[keyof typeof video];

/** A video is served as `${name}.mp4` and `${name}.webm`, with a poster at `${name}.jpg`. */
export const videoSources = (name: VideoName) => ({
  mp4: `${name}.mp4`,
  webm: `${name}.webm`,
  poster: `${name}.jpg`,
});

export const image = {
  logo: 'images/ohmstead-logo.svg',
  logoLight: 'images/ohmstead-logo-light.svg',
  powerRouterDc: 'images/power-router-dc.svg',
  powerRouterUniversal: 'images/power-router-universal.svg',
  powerBridge: 'images/power-bridge.svg',
  powerBlade: 'images/power-blade.svg',
  powerRouter: 'images/power-router.svg',
  aboutHero: 'images/about-hero.svg',
  contactHero: 'images/contact-hero.svg',
  /** Four reliability slides, each with a desktop and a mobile image. */
  reliability: [1, 2, 3, 4].map((n) => ({
    desktop: `images/reliability-${n}-desktop.svg`,
    mobile: `images/reliability-${n}-mobile.svg`,
  })),
  /** Seven feature-slider icons, shared by the vehicle and building pages. */
  features: [1, 2, 3, 4, 5, 6, 7].map((n) => `images/feature-${n}.svg`),
  /** Side-by-side block illustrations by name. */
  block: (name: string) => `images/blocks/${name}.svg`,
  /** Portraits of the executive team and board by slug. */
  person: (slug: string) => `images/people/${slug}.svg`,
} as const;

export const documents = {
  vehicleBrochure: 'documents/brochure-vehicle-electrification.pdf',
  vehicleSpecSheet: 'documents/spec-sheet-vehicle-electrification.pdf',
  buildingBrochure: 'documents/brochure-building-electrification.pdf',
  buildingSpecSheet: 'documents/spec-sheet-building-electrification.pdf',
  evChargingSpecSheet: 'documents/spec-sheet-ev-charging.pdf',
  powerBridgeBrochure: 'documents/brochure-power-bridge.pdf',
  powerBridgeSpecSheet: 'documents/spec-sheet-power-bridge.pdf',
  powerBladeBrochure: 'documents/brochure-power-blade.pdf',
  powerBladeSpecSheet: 'documents/spec-sheet-power-blade.pdf',
  powerRouterBrochure: 'documents/brochure-power-router.pdf',
  powerRouterSpecSheet: 'documents/spec-sheet-power-router.pdf',
} as const;
