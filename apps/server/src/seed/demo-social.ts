import type { DemoSocial } from './demo-feed-types';

/** The funding-news marquee's logos: each links to the article of a (made-up) press site. */
export const DEMO_SOCIAL: DemoSocial[] = [
  {
    key: 'logo-energy-ledger',
    kind: 'ExternalLink',
    heading: 'Energy Ledger',
    description: 'https://www.example-energy-news.com/2025/ohmstead-power-series-a',
    daysAgo: 95,
    image: '/images/logos/energy-ledger.svg',
  },
  {
    key: 'logo-gridbeat',
    kind: 'ExternalLink',
    heading: 'GridBeat',
    description: 'https://www.example-gridbeat.com/news/solid-state-transformer-startup-raises-20m',
    daysAgo: 94,
    image: '/images/logos/gridbeat.svg',
  },
  {
    key: 'logo-datacenter-dispatch',
    kind: 'ExternalLink',
    heading: 'Datacenter Dispatch',
    description: 'https://www.example-datacenter-dispatch.com/power/ohmstead-800v-dc-funding',
    daysAgo: 93,
    image: '/images/logos/datacenter-dispatch.svg',
  },
  {
    key: 'logo-charge-weekly',
    kind: 'ExternalLink',
    heading: 'Charge Weekly',
    description: 'https://www.example-charge-weekly.com/fleet/ohmstead-power-series-a-depot-charging',
    daysAgo: 92,
    image: '/images/logos/charge-weekly.svg',
  },
  {
    key: 'logo-cleantech-courier',
    kind: 'ExternalLink',
    heading: 'Cleantech Courier',
    description: 'https://www.example-cleantech-courier.com/deals/ohmstead-power-20-million',
    daysAgo: 91,
    image: '/images/logos/cleantech-courier.svg',
  },
  {
    key: 'logo-triangle-business',
    kind: 'ExternalLink',
    heading: 'Triangle Business Review',
    description: 'https://www.example-triangle-business.com/cary-power-startup-lands-20m',
    daysAgo: 90,
    image: '/images/logos/triangle-business.svg',
  },
  {
    key: 'youtube-power-router-explained',
    kind: 'Youtube',
    heading: 'The Power Router Explained in 3 Minutes',
    description: 'https://www.youtube.com/watch?v=Xq7mP2rLw9A',
    daysAgo: 14,
  },
  {
    key: 'youtube-depot-charging-tour',
    kind: 'Youtube',
    heading: 'Depot Charging Tour: 8 Vans, One Router',
    description: 'https://www.youtube.com/watch?v=bT4nK8sVd2E',
    daysAgo: 70,
  },
  {
    key: 'youtube-800v-dc-talk',
    kind: 'Youtube',
    heading: 'Medium Voltage to the Chip (Summit Talk)',
    description: 'https://www.youtube.com/watch?v=H3jR6yWp0Zc',
    daysAgo: 240,
  },
  {
    key: 'linkedin-cary-line',
    kind: 'LinkedIn',
    heading: 'Our expanded Cary production line is open',
    description:
      'https://www.linkedin.com/posts/ohmstead-power_manufacturing-cary-activity-7301234567890123456-aBcD',
    daysAgo: 18,
    image: '/feeds/linkedin/cary-line.svg',
  },
  {
    key: 'linkedin-series-a',
    kind: 'LinkedIn',
    heading: 'We closed our $20M Series A',
    description:
      'https://www.linkedin.com/posts/ohmstead-power_seriesa-funding-activity-7289876543210987654-eFgH',
    daysAgo: 95,
    image: '/feeds/linkedin/series-a.svg',
  },
  {
    key: 'linkedin-summit-booth',
    kind: 'LinkedIn',
    heading: 'Thank you for visiting booth 412',
    description:
      'https://www.linkedin.com/posts/ohmstead-power_datacenterpower-summit-activity-7265432109876543210-iJkL',
    daysAgo: 250,
    image: '/feeds/linkedin/summit-booth.svg',
  },
  {
    key: 'linkedin-hiring',
    kind: 'LinkedIn',
    heading: 'We are hiring field services engineers',
    description:
      'https://www.linkedin.com/posts/ohmstead-power_hiring-fieldservices-activity-7298765432101234567-mNoP',
    daysAgo: 30,
    image: '/feeds/linkedin/hiring.svg',
  },
  {
    key: 'linkedin-v2g-pilot',
    kind: 'LinkedIn',
    heading: 'Joining a vehicle-to-grid utility pilot',
    description:
      'https://www.linkedin.com/posts/ohmstead-power_v2g-demandresponse-activity-7310987654321098765-qRsT',
    daysAgo: 8,
    image: '/feeds/linkedin/v2g-pilot.svg',
  },
];
