import type { SeoPageName } from '@ohmstead/contracts/seo';

type Entry = { title: string; metaKeyword: string; metaDescription: string };

/** Page tags the site starts with; admins edit them later (Update Home Configuration). */
export const seoEntries: Record<SeoPageName, Entry> = {
  Home: {
    title: 'Ohmstead Power | Solid-State Power Routers for Datacenters, Microgrids and EV Charging',
    metaKeyword: 'solid-state transformer, power router, microgrid, EV charging, datacenter power',
    metaDescription:
      'Ohmstead Power builds multi-port solid-state power routers that cut the cost, risk and complexity of electrifying datacenters, buildings and vehicle fleets.',
  },
  AboutUs: {
    title: 'About Us | Ohmstead Power',
    metaKeyword: 'about Ohmstead Power, power electronics company, North Carolina, leadership team',
    metaDescription:
      'Meet the engineers and advisors behind the world’s first multi-port solid-state transformer, built in North Carolina.',
  },
  ContactUs: {
    title: 'Contact Us | Ohmstead Power',
    metaKeyword: 'contact Ohmstead Power, power router quote, sales enquiry',
    metaDescription:
      'Tell us about your datacenter, microgrid or fleet charging project and an Ohmstead Power engineer will get back to you.',
  },
  PowerRouterTechnology: {
    title: 'Power Router Technology | Ohmstead Power',
    metaKeyword: 'solid-state transformer, multi-port, galvanic isolation, grid-forming, bidirectional',
    metaDescription:
      'The world’s first multi-port solid-state transformer: bidirectional ports, galvanic isolation, grid-forming and grid-following, wide operating voltage.',
  },
  VehicleElectrification: {
    title: 'Power Router for Vehicle Electrification | Ohmstead Power',
    metaKeyword: 'fleet EV charging, dynamic power sharing, V2G, VPP, demand response',
    metaDescription:
      'Charge up to 8 vehicles at once from one Power Router, with dynamic power sharing and grid services built in.',
  },
  BuildingElectrification: {
    title: 'Power Router for Building Electrification | Ohmstead Power',
    metaKeyword: 'microgrid, building electrification, solar, storage, utility permitting',
    metaDescription:
      'Simple, scalable microgrids: connect solar, storage, EV chargers and the grid through one future-proof Power Router.',
  },
  DatacenterSolutions: {
    title: 'Datacenter Solutions | Ohmstead Power',
    metaKeyword: 'Power Bridge, Power Blade, medium-voltage, GenAI server power, rack power',
    metaDescription:
      'Power Bridge, Power Blade and Power Router: medium voltage to the rack with up to 10x less copper and footprint.',
  },
  NewsEvents: {
    title: 'News & Events | Ohmstead Power',
    metaKeyword: 'Ohmstead Power news, press releases, articles, events',
    metaDescription: 'The latest news, articles, press releases and events from Ohmstead Power.',
  },
  Resources: {
    title: 'Resources and Case Studies | Ohmstead Power',
    metaKeyword: 'case study, electrification, datacenter, spec sheet, brochure',
    metaDescription: 'Case studies, spec sheets and brochures for electrification and datacenter projects.',
  },
  Careers: {
    title: 'Careers | Ohmstead Power',
    metaKeyword: 'careers, jobs, field services engineer, test engineer, North Carolina',
    metaDescription:
      'Join the team building the power routers behind tomorrow’s datacenters, microgrids and fleets.',
  },
};
