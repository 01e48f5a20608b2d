import type { HeroContent, SideBySideBlock } from '@/components/content-types';
import { image } from '@/lib/asset-paths';

export const aboutHero: HeroContent = {
  beforeTitle: 'About Ohmstead Power',
  title: 'Rethinking How Power Moves',
  text: 'We design multi-port solid-state power routers that connect the grid, solar, storage and EV chargers through one compact, software-defined device, for AI datacenters, building microgrids and fleet charging depots.',
  image: image.aboutHero,
  imageAlt: 'An Ohmstead Power Router linking the grid, solar panels, batteries and electric vehicles',
  bgClass: 'navy',
  slider: 'false',
  btns: [{ title: 'Get in Touch', class: 'primary', action: '/contact-us' }],
};

/** The Vision and Difference section. */
export const visionAndDifference: SideBySideBlock[] = [
  {
    title: 'Our Vision',
    text: 'Electricity is becoming the fuel for transport, buildings and computing, yet the equipment that moves it has barely changed in a century. We see a grid edge built from solid-state routers: devices that steer power between any source and any load, in any direction, with the precision of software.',
    class: 'media-right',
    imagePath: image.block('vision'),
    imageAlt: 'A city district whose buildings, chargers and solar arrays share power through one network',
  },
  {
    title: 'The Ohmstead Difference',
    text: 'One Power Router replaces the transformer, switchgear and separate converters that a conventional site stacks together. Fewer boxes mean less copper, a smaller footprint, faster permitting and cloud commissioning in less than 2 hours, with every port bidirectional and galvanically isolated.',
    class: 'media-left',
    imagePath: image.block('difference'),
    imageAlt: 'A single Power Router cabinet beside the larger stack of equipment it replaces',
    fixedText: 'Up to 98% efficiency and up to 10x footprint reduction',
  },
];

export const teaserText = {
  heading: 'See the Power Router in Action',
  text: 'A short look at how one solid-state device reshapes a charging depot, a microgrid and a datacenter hall.',
  open: 'Play the Ohmstead Power teaser video',
  dialogLabel: 'Ohmstead Power teaser video',
  close: 'Close the video',
} as const;

export const teamText = {
  executiveHeading: 'Executive Team',
  executiveIntro: 'Engineers and operators who have shipped power electronics at utility scale.',
  advisorsHeading: 'Board of Advisors',
  advisorsIntro: 'Independent experts in grids, datacenters and energy finance who challenge and guide us.',
  floatingContact: 'Contact Us',
} as const;
