import type { DeviceSliderContent, HeroContent, SideBySideBlock } from '../../../components/content-types';
import { documents, image } from '../../../lib/asset-paths';

export const vehicleHero: HeroContent = {
  beforeTitle: 'Vehicle Electrification',
  title: 'Charge More Vehicles from the Power You Already Have',
  text:
    'The Power Router turns one electrical service into a flexible charging hub. It shares capacity ' +
    'between vehicles in real time, brings solar and storage onto the same bus and is ready for ' +
    'vehicle-to-grid services from day one.',
  image: image.powerRouterUniversal,
  imageAlt: 'The Power Router connected to fleet charging dispensers',
  bgClass: 'teal',
  slider: 'false',
  btns: [{ title: 'Plan Your Depot', class: 'primary', action: '/contact-us' }],
  documents: [
    { title: 'Vehicle Electrification Brochure', path: documents.vehicleBrochure },
    { title: 'Vehicle Electrification Spec Sheet', path: documents.vehicleSpecSheet },
  ],
};

export const vehicleBlocksIntro = {
  title: 'Fleet Charging, Simplified',
  text: 'From school buses to delivery vans, one platform covers the depot from the utility meter to the plug.',
};

export const vehicleBlocks: SideBySideBlock[] = [
  {
    title: 'Distributed Energy',
    text:
      'Solar canopies, stationary batteries and the grid connect to the same Power Router. Energy flows ' +
      'where it is needed, so vehicles charge on sunshine and stored energy before they draw on peak-priced ' +
      'grid power.',
    class: 'media-left',
    imagePath: image.block('distributed-energy'),
    imageAlt: 'Solar canopy, battery and grid feeding a row of electric vehicles through one Power Router',
    fixedText: 'Up to 70% lower utility bills',
  },
  {
    title: 'Deploy Faster and Easier',
    text:
      'A single pre-engineered enclosure replaces the transformer, switchgear and separate chargers of a ' +
      'conventional depot. Less equipment means less trenching, simpler permits and cloud commissioning ' +
      'in less than 2 hours.',
    class: 'media-right',
    imagePath: image.block('deploy-faster'),
    imageAlt: 'A compact Power Router enclosure installed beside a parking area',
    fixedText: 'Up to 50% lower installation cost',
  },
  {
    title: 'Dynamic Power Sharing',
    text:
      'Charging capacity moves between ports in real time according to each vehicle’s state of charge and ' +
      'departure time, so the whole fleet is ready without oversizing the service.',
    class: 'media-left',
    imagePath: image.block('dynamic-power-sharing'),
    imageAlt: 'Diagram of power shared between eight charging vehicles',
    fixedText: 'Up to 8 vehicles charged at once, depending on configuration',
  },
  {
    title: 'Grid Services',
    text:
      'Bidirectional ports let parked vehicles and batteries support the grid. Earn revenue through ' +
      'vehicle-to-grid (V2G), virtual power plant (VPP) and demand response programmes while keeping the ' +
      'fleet ready for its next shift.',
    class: 'media-right',
    imagePath: image.block('grid-services'),
    imageAlt: 'Electric vehicles exporting energy to the utility grid',
    fixedText: 'V2G, VPP and demand response ready',
  },
];

const reliabilityCaptions = [
  {
    caption: 'Redundant power modules',
    alt: 'Power Router with hot-swappable power modules, one of them lifted out for service',
  },
  {
    caption: 'Isolated, protected ports',
    alt: 'Diagram of isolated charging ports, with a fault contained on one port',
  },
  {
    caption: 'Outdoor-rated enclosure',
    alt: 'Power Router enclosure standing outdoors in rain and snow',
  },
  {
    caption: 'Monitored around the clock',
    alt: 'Dashboard showing the live status of every port of a charging depot',
  },
];

export const reliabilitySlider: DeviceSliderContent = {
  title: 'Reliability Built In',
  description:
    'Fleets run on schedules. Redundant power modules, port-level isolation and remote monitoring keep ' +
    'vehicles charging when a single component needs attention.',
  fixedBgImageClass: 'glow',
  slides: true,
  images: image.reliability.map((paths, position) => ({
    ...paths,
    caption: reliabilityCaptions[position]?.caption ?? '',
    alt: reliabilityCaptions[position]?.alt ?? '',
  })),
};

export const vehicleCta = {
  title: 'Electrify your fleet with confidence',
  text: 'Tell us about your vehicles, duty cycles and site, and we will size a depot that fits your service.',
  action: { title: 'Contact Us', to: '/contact-us' },
};
