import type { DeviceSliderContent, HeroContent, SideBySideBlock } from '@/components/content-types';
import { documents, image, video } from '@/lib/asset-paths';

export const buildingHero: HeroContent = {
  beforeTitle: 'Building Electrification & Microgrids',
  title: 'Electrify Your Building without Waiting on the Grid',
  text:
    'Heat pumps, induction kitchens and EV chargers need more power than most buildings were wired for. ' +
    'The Power Router combines grid, solar and batteries into one microgrid that fits your existing ' +
    'service and grows with you.',
  image: image.powerRouter,
  imageAlt: 'Two Power Routers side by side, sharing an 800 V DC bus',
  bgClass: 'navy',
  slider: 'false',
  btns: [{ title: 'Start Your Project', class: 'primary', action: '/contact-us' }],
  documents: [
    { title: 'Building Electrification Brochure', path: documents.buildingBrochure },
    { title: 'Building Electrification Spec Sheet', path: documents.buildingSpecSheet },
  ],
};

export const buildingBlocksIntro = {
  title: 'A Microgrid in One Box',
  text: 'Everything a building needs to generate, store, share and back up its power, behind a single interface.',
};

export const buildingBlocks: SideBySideBlock[] = [
  {
    title: 'Simple, Scalable Microgrids',
    text:
      'Start with the grid and a few chargers, then add solar, storage or more loads by assigning a port ' +
      'in software. Power Routers connect in parallel as the building’s needs grow.',
    class: 'media-left',
    imagePath: image.block('simple-scalable-microgrids'),
    imageAlt: 'A microgrid growing from a 200 kVA pilot to a 400 kVA expansion and an 800 kVA campus',
  },
  {
    title: 'Future-Proof Infrastructure',
    text:
      'Programmable AC and DC ports adapt to equipment that does not exist yet. Today’s installation is ready ' +
      'for tomorrow’s batteries, vehicles and tariffs without rewiring.',
    class: 'media-right',
    imagePath: image.block('future-proof-infrastructure'),
    imageAlt: 'A Power Router with spare ports: add loads and sources in software, not with new switchgear',
  },
  {
    title: 'Simplified Utility Permitting',
    text:
      'Because the Power Router manages import and export at the point of connection, many projects fit ' +
      'within the existing service, avoiding long waits for utility upgrades and interconnection studies.',
    class: 'media-left',
    imagePath: image.block('simplified-permitting'),
    imageAlt: 'One point of common coupling to the utility, designed to meet UL 1741 SB and IEEE 1547',
    fixedText: 'Up to 50% lower installation cost',
  },
  {
    title: 'Lower Energy Costs',
    text:
      'Self-consume solar, store cheap energy for expensive hours and shave demand peaks automatically. ' +
      'The savings start on the first utility bill.',
    class: 'media-right',
    imagePath: image.block('lower-energy-costs'),
    imageAlt: 'A utility bill before and with Ohmstead, up to 70% lower',
    fixedText: 'Up to 70% lower utility bills',
  },
  {
    title: 'Anywhere, Everywhere',
    text:
      'Offices, schools, apartment blocks, warehouses and remote sites: the same compact platform serves ' +
      'urban basements and off-grid locations alike, with up to 10x footprint reduction.',
    class: 'media-left',
    imagePath: image.block('anywhere-everywhere'),
    imageAlt: 'A Power Router in an IP65 outdoor enclosure',
  },
];

export const secureFuture: DeviceSliderContent = {
  title: 'Secure Your Energy Future',
  description:
    'When the grid goes down, the Power Router forms its own and keeps critical circuits running on solar ' +
    'and stored energy. When it comes back, the building reconnects seamlessly.',
  fixedBgImageClass: 'glow',
  slides: false,
  contentSrc: video.buildingSecureFuture,
  videoLabel: 'Animation of a building staying powered by solar and batteries during a grid outage',
};

export const buildingCta = {
  title: 'Plan your building’s microgrid',
  text: 'Share your loads and goals, and our engineers will propose a Power Router system sized for your site.',
  action: { title: 'Contact Us', to: '/contact-us' },
};
