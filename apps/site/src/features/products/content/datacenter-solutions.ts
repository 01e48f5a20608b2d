import type { HeroContent, SideBySideBlock } from '@/components/content-types';
import { documents, image } from '@/lib/asset-paths';

export const datacenterHero: HeroContent = {
  beforeTitle: 'Datacenter Solutions',
  title: 'Power Infrastructure for the AI Datacenter',
  text:
    'GPU clusters are outgrowing the electrical rooms built for them. Our solid-state platform carries ' +
    'power from the medium-voltage feed to the server with fewer stages, less copper and a fraction of ' +
    'the floor space.',
  bgClass: 'navy',
  slider: 'true',
  sliderClass: 'wide',
  btns: [{ title: 'Talk to Our Datacenter Team', class: 'primary', action: '/contact-us' }],
  slides: [
    {
      title: 'Power Bridge',
      text:
        'A medium-voltage solid-state transformer that delivers power straight to the rack, replacing the ' +
        'low-frequency transformer, switchgear and UPS chain.',
      imagePath: image.powerBridge,
      imageAlt: 'The Power Bridge cabinet converting 13.8 kV medium voltage to 800 V DC beside a server rack',
      documents: [
        { title: 'Power Bridge Brochure', path: documents.powerBridgeBrochure },
        { title: 'Power Bridge Spec Sheet', path: documents.powerBridgeSpecSheet },
      ],
    },
    {
      title: 'Power Blade',
      text:
        'An ultra-high-density power shelf for GenAI servers that fits more power into every rack unit with ' +
        'up to 10% efficiency gain.',
      imagePath: image.powerBlade,
      imageAlt: 'The Power Blade, a 2U power shelf taking 800 V DC in and delivering 48 V and 12 V out',
      documents: [
        { title: 'Power Blade Brochure', path: documents.powerBladeBrochure },
        { title: 'Power Blade Spec Sheet', path: documents.powerBladeSpecSheet },
      ],
    },
    {
      title: 'Power Router',
      text:
        'The multi-port hub that aggregates the grid, on-site generation, batteries and IT loads behind ' +
        'programmable, isolated ports.',
      imagePath: image.powerRouter,
      imageAlt: 'Two Power Routers side by side, sharing an 800 V DC bus',
      documents: [
        { title: 'Power Router Brochure', path: documents.powerRouterBrochure },
        { title: 'Power Router Spec Sheet', path: documents.powerRouterSpecSheet },
      ],
    },
  ],
};

export const datacenterBlocksIntro = {
  title: 'From the Substation to the Server',
  text: 'Three products that work together or on their own, each replacing a stage of the conventional power train.',
};

export const datacenterBlocks: SideBySideBlock[] = [
  {
    title: 'Power Bridge',
    text:
      'A medium-voltage solid-state transformer that converts the utility feed directly into the DC ' +
      'distribution of the white space. Fewer conversion stages mean less heat to remove and more of every ' +
      'megawatt reaching the GPUs.',
    class: 'media-left',
    imagePath: image.powerBridge,
    imageAlt: 'The Power Bridge cabinet converting 13.8 kV medium voltage to 800 V DC beside a server rack',
    fixedText: 'Up to 10x footprint reduction and up to 10x less copper',
  },
  {
    title: 'Power Blade',
    text:
      'An ultra-high-density power supply for GenAI servers. Wide-bandgap semiconductors and a compact ' +
      'thermal design deliver the power densities that next-generation accelerators demand.',
    class: 'media-right',
    imagePath: image.powerBlade,
    imageAlt: 'The Power Blade, a 2U power shelf taking 800 V DC in and delivering 48 V and 12 V out',
    fixedText: 'Up to 10% efficiency gain',
  },
  {
    title: 'Power Router',
    text:
      'Aggregate the grid, on-site generation, batteries and IT loads behind programmable, isolated ports. ' +
      'Add renewable energy or capacity without redesigning the electrical room.',
    class: 'media-left',
    imagePath: image.powerRouter,
    imageAlt: 'Two Power Routers side by side, sharing an 800 V DC bus',
    fixedText: 'Up to 98% efficiency',
  },
];

export const datacenterCta = {
  title: 'Build the power train your AI workloads need',
  text: 'Our datacenter team will help you model capacity, efficiency and footprint for your next hall.',
  action: { title: 'Contact Us', to: '/contact-us' },
};
