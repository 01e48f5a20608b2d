import type { DeviceSliderContent, HeroContent, SliderContentItem } from '@/components/content-types';
import { image, video } from '@/lib/asset-paths';

export const technologyHero: HeroContent = {
  beforeTitle: 'Power Router Technology',
  title: "The World's First Multi-port Solid-State Transformer",
  text:
    'The Power Router replaces the copper-and-iron transformer with high-frequency power electronics. ' +
    'Each of its ports can connect the grid, solar, batteries, chargers or loads, AC or DC, and every ' +
    'port is isolated, bidirectional and controlled by software.',
  bgClass: 'navy',
  slider: 'true',
  sliderClass: 'beside',
  btns: [{ title: 'Talk to an Engineer', class: 'primary', action: '/contact-us' }],
  slides: [
    {
      title: 'Power Router DC',
      text:
        'For DC-coupled systems: solar arrays, battery storage, DC fast charging and datacenter DC buses ' +
        'share one isolated, medium-frequency link.',
      imagePath: image.powerRouterDc,
      imageAlt: 'The Power Router DC, a cabinet with six DC ports',
    },
    {
      title: 'Power Router Universal',
      text:
        'For mixed AC and DC sites: any port can be set to serve the utility grid, a generator, a building ' +
        'panel or a DC load, and changed later in software.',
      imagePath: image.powerRouterUniversal,
      imageAlt: 'The Power Router Universal, a cabinet with four AC and four DC ports',
    },
  ],
};

export const capabilities: { title: string; intro: string; items: SliderContentItem[] } = {
  title: 'Built-in Capabilities',
  intro:
    'Functions that conventional installations assemble from several boxes are part of every Power Router.',
  items: [
    {
      title: 'Bidirectional Ports',
      video: video.techBidirectional,
      text:
        '<p>Every port can import or export power. Batteries charge and discharge, vehicles can return ' +
        'energy to the site, and solar can feed the building or the grid, all through the same hardware.</p>',
    },
    {
      title: 'Galvanic Isolation',
      video: video.techGalvanicIsolation,
      text:
        '<p>A medium-frequency transformer isolates each port from the others. Faults stay where they ' +
        'start, grounding schemes stay independent and sensitive loads are protected.</p>',
    },
    {
      title: 'Grid-Forming and Grid-Following',
      video: video.techGridForming,
      text:
        '<p>Follow the utility grid when it is healthy and form a stable island of voltage and frequency ' +
        'when it is not, with a seamless transition that critical loads never notice.</p>',
    },
    {
      title: 'Wide Operating-Voltage Range',
      video: video.techWideVoltage,
      text:
        '<p>Ports accept a wide range of AC and DC voltages, so one product fits different battery ' +
        'chemistries, solar string lengths and vehicle architectures without extra converters.</p>',
    },
  ],
};

export const programmablePorts: DeviceSliderContent = {
  title: 'Programmable Ports, Limitless Scalability',
  description:
    'Start with the ports a site needs today. Add solar, storage or charging later by reassigning a port ' +
    'in software, or connect Power Routers in parallel as demand grows.',
  fixedBgImageClass: 'grid',
  slides: false,
  contentSrc: video.techProgrammablePorts,
  videoLabel: 'Animation of Power Router ports being reassigned and additional routers joining in parallel',
};

export const technologyCta = {
  title: 'See what a Power Router can do for your site',
  text: 'Share your project with our applications team and receive a single-line design and an estimate.',
  action: { title: 'Contact Us', to: '/contact-us' },
};
