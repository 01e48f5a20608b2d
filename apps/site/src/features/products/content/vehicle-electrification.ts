import type { DeviceSliderContent, HeroContent, SideBySideBlock } from '@/components/content-types';
import { documents, image } from '@/lib/asset-paths';

export const vehicleHero: HeroContent = {
  beforeTitle: 'Vehicle Electrification',
  title: 'Charge More Vehicles from the Power You Already Have',
  text:
    'The Power Router turns one electrical service into a flexible charging hub. It shares capacity ' +
    'between vehicles in real time, brings solar and storage onto the same bus and is ready for ' +
    'vehicle-to-grid services from day one.',
  image: image.powerRouterUniversal,
  imageAlt: 'The Power Router Universal, a cabinet with four AC and four DC ports',
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
    imageAlt: 'Solar, storage, a building and an EV fleet connected through one Power Router',
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
    imageAlt:
      'Deployment steps from site survey and cabinet setting to port connection and cloud commissioning, in under 2 hours',
    fixedText: 'Up to 50% lower installation cost',
  },
  {
    title: 'Dynamic Power Sharing',
    text:
      'Charging capacity moves between ports in real time according to each vehicle’s state of charge and ' +
      'departure time, so the whole fleet is ready without oversizing the service.',
    class: 'media-left',
    imagePath: image.block('dynamic-power-sharing'),
    imageAlt:
      'One Power Router sharing power between eight charging vehicles at different rates, from 24 kW to 75 kW',
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
    imageAlt:
      'A Power Router linking an electric vehicle and a battery to the grid for V2G, VPP and demand response',
    fixedText: 'V2G, VPP and demand response ready',
  },
];

/** The reliability illustrations carry their own headline and text; the alt text repeats both. */
const reliabilitySlides = [
  {
    caption: 'N+1 redundant power modules',
    alt:
      'N+1 redundant power modules: three modules active and one on standby for service while the load is ' +
      '100% supplied. If a module goes offline, the others carry the load. No single point of failure.',
  },
  {
    caption: 'Thermal design built for the field',
    alt:
      'Thermal design built for the field: a silicon-carbide module cooled by engineered airflow, rated from ' +
      '-40 °C to +50 °C. Wide-bandgap semiconductors and engineered airflow keep components cool at full power.',
  },
  {
    caption: 'Field-serviceable by design',
    alt:
      'Field-serviceable by design: hot-swappable power modules slide out from the front in minutes, without ' +
      'shutting the site down.',
  },
  {
    caption: 'IP65-rated outdoor enclosure',
    alt:
      'IP65-rated outdoor enclosure: dust-tight and protected against water jets, ready for parking lots, ' +
      'rooftops and remote sites.',
  },
];

export const reliabilitySlider: DeviceSliderContent = {
  title: 'Reliability Built In',
  description:
    'Fleets run on schedules. Redundant power modules, a thermal design built for the field and ' +
    'hot-swappable service keep vehicles charging when a single component needs attention.',
  fixedBgImageClass: 'glow',
  slides: true,
  images: image.reliability.map((paths, position) => ({
    ...paths,
    caption: reliabilitySlides[position]?.caption ?? '',
    alt: reliabilitySlides[position]?.alt ?? '',
  })),
};

export const vehicleCta = {
  title: 'Electrify your fleet with confidence',
  text: 'Tell us about your vehicles, duty cycles and site, and we will size a depot that fits your service.',
  action: { title: 'Contact Us', to: '/contact-us' },
};
