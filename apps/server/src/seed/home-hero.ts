import type { HeroTexts } from '@ohmstead/contracts/home-configuration';

/**
 * The Home hero as the site first shipped it (apps/site/src/features/home/content/home-content.ts,
 * `homeHero`: eyebrow, title, text); admins edit it later under Update Home Configuration.
 */
export const homeHeroTexts: HeroTexts = {
  beforeTitle: 'Solid-state power routing',
  title: 'One Power Router for Every Source and Every Load',
  text:
    'Ohmstead’s multi-port solid-state transformer connects the grid, solar, storage, EV chargers and ' +
    'datacenter racks through a single software-defined platform, with up to 98% efficiency and up to ' +
    '50% lower installation cost.',
};
