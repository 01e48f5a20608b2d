import type { DemoFeed } from './demo-feed-types';
import { list, p } from './demo-html';

/** The demo case studies: electrification, then datacenters. */
export const DEMO_CASE_STUDIES: DemoFeed[] = [
  // Case studies: electrification
  {
    key: 'case-municipal-bus-depot',
    feedType: 'CaseStudyElectrification',
    heading: 'Municipal Bus Depot Charges Eight Buses from One Power Router',
    publishDaysAgo: 75,
    cover: 'fleet',
    pdf: true,
    description:
      p(
        'A mid-sized city transit agency needed to charge its first eight battery-electric buses without waiting two years for a new utility service.',
        'One Power Router with dynamic power sharing now charges all eight buses overnight on the depot’s existing 480 VAC service, prioritising the buses with the earliest morning departures.',
      ) + list('8 buses charged nightly', 'No utility service upgrade', 'Commissioned in under two hours'),
  },
  {
    key: 'case-cold-storage-warehouse',
    feedType: 'CaseStudyElectrification',
    heading: 'Cold-Storage Warehouse Cuts Demand Charges with Solar, Storage and One Router',
    publishDaysAgo: 140,
    cover: 'microgrid',
    pdf: true,
    description: p(
      'Refrigeration compressors gave this 120,000 sq ft warehouse sharp demand peaks every afternoon.',
      'A Power Router now connects a 400 kW rooftop array, a 500 kWh battery and the building, shaving the afternoon peak and lowering the utility bill by up to 70% in summer months.',
    ),
  },
  {
    key: 'case-campus-microgrid',
    feedType: 'CaseStudyElectrification',
    heading: 'University Campus Microgrid Rides Through Grid Outages',
    publishDaysAgo: 230,
    cover: 'grid',
    pdf: true,
    description: p(
      'A university research building needed uninterrupted power for its freezers and laboratories.',
      'Its Power Router forms a local grid from solar and storage within milliseconds of a utility outage. During last year’s ice storm the building stayed powered for 31 hours while the surrounding area was dark.',
    ),
  },
  {
    key: 'case-last-mile-fleet',
    feedType: 'CaseStudyElectrification',
    heading: 'Last-Mile Delivery Fleet Electrifies Without a Utility Upgrade',
    publishDaysAgo: 330,
    cover: 'fleet',
    pdf: true,
    description: p(
      'A parcel delivery operator wanted to replace 24 diesel vans within a year at a leased depot with a small utility service.',
      'Three Power Routers share the available power across 24 chargers and schedule charging around the building’s own loads, so the depot runs on its existing service.',
    ),
  },
  {
    key: 'case-mixed-use-building',
    feedType: 'CaseStudyElectrification',
    heading: 'Mixed-Use Building Adds 24 EV Chargers on an Existing Service',
    publishDaysAgo: 460,
    pdf: true,
    description: p(
      'Residents of a new mixed-use building asked for EV charging in the garage, but the building’s electrical service had no headroom left.',
      'A Power Router with a battery port now serves 24 Level 2 chargers, drawing from storage during the building’s evening peak and recharging overnight.',
    ),
  },
  // Case studies: datacenters
  {
    key: 'case-colocation-mv-row',
    feedType: 'CaseStudyDataCenters',
    heading: 'Colocation Provider Brings Medium Voltage to the Row with Power Bridge',
    publishDaysAgo: 55,
    cover: 'datacenter',
    pdf: true,
    description: p(
      'A colocation provider in Northern Virginia wanted to offer high-density AI suites without rebuilding its electrical rooms.',
      'Power Bridge units at the end of each row take medium voltage directly and feed an 800 V DC bus, freeing the space of the low-voltage switchgear for additional racks.',
    ),
  },
  {
    key: 'case-ai-training-cluster',
    feedType: 'CaseStudyDataCenters',
    heading: 'AI Training Cluster Powers 132 kW Racks on 800 V DC',
    publishDaysAgo: 120,
    cover: 'datacenter',
    pdf: true,
    description: p(
      'A research lab building a 64-rack training cluster faced busbar currents of nearly 3,000 A per rack at 48 V.',
      'An 800 V DC distribution with Power Blade converters in every rack cut conductor copper by up to 10x and absorbed the cluster’s synchronised load swings with a storage port on the DC bus.',
    ),
  },
  {
    key: 'case-edge-datacenter-storage',
    feedType: 'CaseStudyDataCenters',
    heading: 'Edge Datacenter Pairs Battery Storage and Grid Services',
    publishDaysAgo: 210,
    cover: 'grid',
    pdf: true,
    description: p(
      'An edge operator runs small datacenters at cell-tower sites where the grid connection is weak.',
      'A Power Router with a battery port replaces the UPS and earns grid-services revenue by responding to frequency events, while keeping the IT load on clean, stable power.',
    ),
  },
  {
    key: 'case-enterprise-floor-space',
    feedType: 'CaseStudyDataCenters',
    heading: 'Enterprise Datacenter Frees Floor Space by Removing Low-Voltage Switchgear',
    publishDaysAgo: 300,
    cover: 'factory',
    pdf: true,
    description: p(
      'An insurance company’s own datacenter had run out of white space, with a third of its building given to transformers, switchgear and UPS rooms.',
      'Replacing that chain with solid-state power conversion reduced the electrical footprint by up to 10x and returned the space to IT.',
    ),
  },
  {
    key: 'case-modular-datacenter',
    feedType: 'CaseStudyDataCenters',
    heading: 'Modular Datacenter Deploys in Weeks with Pre-Integrated Power Routers',
    publishDaysAgo: 440,
    pdf: true,
    description: p(
      'A modular datacenter builder ships complete IT containers to sites with little more than a utility connection.',
      'Pre-integrated Power Routers arrive tested at full power in Cary, so each container is energised within days of delivery instead of waiting for site-built switchgear.',
    ),
  },
];
