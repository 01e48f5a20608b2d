import type { SliderContentItem } from '@/components/content-types';
import { documents, image, video, type VideoName } from '@/lib/asset-paths';

/** The words and media of the Home page. */

export const homeHero = {
  eyebrow: 'Solid-state power routing',
  title: 'One Power Router for Every Source and Every Load',
  text:
    'Ohmstead’s multi-port solid-state transformer connects the grid, solar, storage, EV chargers and ' +
    'datacenter racks through a single software-defined platform, with up to 98% efficiency and up to ' +
    '50% lower installation cost.',
  primaryAction: { title: 'Contact Us', to: '/contact-us' },
  secondaryAction: { title: 'Explore the Technology', to: '/power-router-technology' },
  video: { desktop: video.homeHeroDesktop, mobile: video.homeHeroMobile },
};

/**
 * docs/product.md §1 quotes the title as 'The product Difference', "product" standing for the product's
 * brand; the site renders it with the brand name.
 */
export const differenceSlider: { title: string; intro: string; items: SliderContentItem[] } = {
  title: 'The Ohmstead Difference',
  intro:
    'Replacing the transformer, switchgear and stand-alone converters of a conventional installation ' +
    'with one solid-state power router changes the economics of electrification.',
  items: [
    {
      title: 'Lower Risk',
      video: video.differenceLowerRisk,
      text:
        '<p>Galvanic isolation on every port, fault currents limited in microseconds and grid-forming ' +
        'operation keep critical loads running when the grid does not.</p>' +
        '<ul><li>Each port isolated and independently protected</li>' +
        '<li>Seamless islanding for microgrids and backup power</li>' +
        '<li>Cloud commissioning in <strong>less than 2 hours</strong></li></ul>',
    },
    {
      title: 'Lower Cost',
      video: video.differenceLowerCost,
      text:
        '<p>One compact power router takes the place of a line-up of low-frequency transformers, ' +
        'switchgear and separate converters.</p>' +
        '<ul><li>Up to <strong>50% lower installation cost</strong></li>' +
        '<li>Up to <strong>70% lower utility bills</strong> with on-site solar, storage and peak shaving</li>' +
        '<li>Up to <strong>98% efficiency</strong> from grid to load</li></ul>',
    },
    {
      title: 'Lower Complexity',
      video: video.differenceLowerComplexity,
      text:
        '<p>A single software-defined platform replaces equipment from many vendors, with one interface ' +
        'to design, permit, install and operate.</p>' +
        '<ul><li>Up to <strong>10x footprint reduction</strong></li>' +
        '<li>Up to <strong>10x less copper</strong></li>' +
        '<li>Programmable ports for AC or DC sources and loads</li></ul>',
    },
  ],
};

export interface SolutionSection {
  id: string;
  title: string;
  text: string;
  highlights: string[];
  video: VideoName;
  videoLabel: string;
  to: string;
}

export const solutionSections: SolutionSection[] = [
  {
    id: 'vehicle-electrification',
    title: 'Vehicle Electrification Solutions',
    text:
      'Charge more vehicles from the electrical service you already have. The Power Router shares power ' +
      'dynamically between chargers, brings on-site solar and storage onto the same DC bus and turns ' +
      'parked fleets into a grid asset.',
    highlights: [
      'Up to 8 vehicles charged at once, depending on configuration',
      'Bidirectional ports ready for vehicle-to-grid services',
      'Up to 50% lower installation cost than conventional charging depots',
    ],
    video: video.vehicleSolutions,
    videoLabel: 'Animation of power flowing from the grid and solar to a row of charging vehicles',
    to: '/power-router-for-vehicle-electrification',
  },
  {
    id: 'building-electrification',
    title: 'Building Electrification Solutions',
    text:
      'Electrify heat pumps, kitchens and chargers without waiting years for a utility upgrade. One power ' +
      'router forms a scalable microgrid from grid, solar and batteries, and keeps the lights on when ' +
      'the grid goes down.',
    highlights: [
      'Up to 70% lower utility bills',
      'Grid-forming backup for critical circuits',
      'Cloud commissioning in less than 2 hours',
    ],
    video: video.buildingSolutions,
    videoLabel: 'Animation of a building microgrid balancing grid, solar and battery power',
    to: '/power-router-for-building-electrification',
  },
];

export interface DatacenterProduct {
  name: string;
  tagline: string;
  text: string;
  image: string;
  imageAlt: string;
}

export const datacenterSection = {
  title: 'Datacenters Solutions',
  intro:
    'AI training clusters need more power per rack than conventional electrical rooms were designed for. ' +
    'Our solid-state platform carries power from the medium-voltage feed to the GPU with fewer ' +
    'conversion stages.',
  learnMore: { title: 'Learn More', to: '/power-router-for-data-centers' },
  specSheet: { title: 'EV Charging Spec Sheet', path: documents.evChargingSpecSheet },
  products: [
    {
      name: 'Power Bridge',
      tagline: 'Medium-voltage to the rack',
      text:
        'A medium-voltage solid-state transformer that feeds the rack’s DC bus directly from the utility ' +
        'supply, with up to 10x footprint reduction and up to 10x less copper than a low-frequency ' +
        'transformer and UPS chain.',
      image: image.powerBridge,
      imageAlt: 'The Power Bridge cabinet converting 13.8 kV medium voltage to 800 V DC beside a server rack',
    },
    {
      name: 'Power Blade',
      tagline: 'Ultra-high-density power in the rack',
      text:
        'A power shelf built for GenAI servers: more kilowatts per rack unit, wide-bandgap conversion and ' +
        'up to 10% efficiency gain across the power train.',
      image: image.powerBlade,
      imageAlt: 'The Power Blade, a 2U power shelf taking 800 V DC in and delivering 48 V and 12 V out',
    },
    {
      name: 'Power Router',
      tagline: 'Aggregation for sources and loads',
      text:
        'Programmable ports connect the grid, on-site generation, batteries and IT loads, so capacity and ' +
        'renewable energy can be added without redesigning the electrical room.',
      image: image.powerRouter,
      imageAlt: 'Two Power Routers side by side, sharing an 800 V DC bus',
    },
  ] satisfies DatacenterProduct[],
};
