import type { DemoFeed } from './demo-feed-types';
import { h3, list, p } from './demo-html';

/** The demo news, press releases and articles. */
export const DEMO_NEWS: DemoFeed[] = [
  {
    key: 'series-a-20m',
    feedType: 'PressRelease',
    heading: 'Ohmstead Power Closes $20M Series A to Scale Production of Solid-State Power Routers',
    publishDaysAgo: 96,
    cover: 'funding',
    pdf: true,
    description:
      p(
        '<strong>Cary, North Carolina</strong> — Ohmstead Power, Inc., the company behind the first multi-port solid-state transformer for datacenters, buildings and vehicle fleets, today announced that it has closed a $20 million Series A round.',
        'The round was led by Piedmont Climate Ventures with participation from Blue Ridge Industrial Partners and existing investors. The funds will expand the Cary manufacturing line, grow the field services team and bring the Power Bridge and Power Blade datacenter products to volume production.',
      ) +
      h3('Why now') +
      p(
        'Utilities across the country are quoting years for new service upgrades, while AI datacenters and electrified fleets need power in months. A Power Router connects the grid, solar, storage, EV chargers and IT loads through one software-defined platform, with up to 98% efficiency and up to 50% lower installation cost.',
      ) +
      list(
        'Manufacturing capacity for 400 Power Routers a year by the end of next year',
        'Twenty new engineering and field services roles in North Carolina',
        'Pilot deployments with three colocation providers',
      ) +
      p(
        '“Our customers should not have to choose between waiting for the grid and building a maze of switchgear,” said Maya Chen, chief executive officer. “This round lets us deliver at the pace they are building.”',
        'Press contact: <a href="mailto:press@ohmsteadpower.com">press@ohmsteadpower.com</a>.',
      ),
  },
  {
    key: 'funding-in-the-news',
    feedType: 'News',
    heading: 'Ohmstead Power’s $20M Raise Puts Solid-State Transformers in the Spotlight',
    publishDaysAgo: 90,
    cover: 'grid',
    description: p(
      'Trade and business press picked up our Series A announcement this month, with coverage focused on what solid-state transformers mean for grid-constrained sites.',
      'Energy Ledger called the Power Router “a switchboard, a charger and an inverter in one cabinet”, while Datacenter Dispatch looked at how medium-voltage power to the row could cut copper in AI halls by up to 10x.',
      'Read the articles from the funding-news logos on our News &amp; Events page, or <a href="https://www.example-energy-news.com/2025/ohmstead-power-series-a">start with Energy Ledger’s interview</a>.',
    ),
  },
  {
    key: 'power-bridge-launch',
    feedType: 'PressRelease',
    heading: 'Ohmstead Power Launches Power Bridge: Medium Voltage to the Datacenter Row',
    publishDaysAgo: 212,
    cover: 'datacenter',
    pdf: true,
    description:
      p(
        'Ohmstead Power today introduced Power Bridge, a solid-state transformer that takes medium-voltage utility power and delivers an 800 V DC bus straight to the datacenter row.',
        'By replacing the low-frequency transformer, the low-voltage switchboard and several conversion stages, Power Bridge frees floor space for IT and reduces copper by up to 10x compared with a conventional 480 VAC distribution.',
      ) +
      h3('Highlights') +
      list(
        'Medium-voltage input with galvanic isolation',
        '800 V DC output for GPU racks, with a battery-storage port',
        'Up to 98% efficiency from the utility to the DC bus',
        'Modular power stages with N+1 redundancy',
      ) +
      p('Power Bridge is available for pilot projects now, with volume shipments planned for next year.'),
  },
  {
    key: 'why-800v-dc',
    feedType: 'Article',
    heading: 'Why 800 V DC Is Coming to the AI Rack',
    publishDaysAgo: 152,
    cover: 'datacenter',
    pdf: true,
    description:
      p(
        'A rack of current AI accelerators can draw more than 130 kW. At 48 V that is nearly 3,000 amps per rack, and the busbars, cables and conversion losses grow with it.',
        'Raising the distribution voltage to 800 V DC cuts the current by a factor of more than sixteen. Less current means thinner conductors, smaller protection devices and fewer conversion stages between the utility and the chip.',
      ) +
      h3('What changes in the hall') +
      p(
        'The traditional chain of medium-voltage transformer, low-voltage switchgear, UPS and power distribution units is replaced by a solid-state transformer feeding a DC bus. Storage connects directly to that bus, which also smooths the sharp load swings of training jobs.',
        'The open question is no longer whether higher-voltage DC arrives in the datacenter, but how quickly the ecosystem of racks, connectors and protection follows. We expect the first production halls within two years.',
      ),
  },
  {
    key: 'carolina-fleet-partnership',
    feedType: 'News',
    heading: 'Ohmstead Power Partners with Carolina Fleet Services on Depot Charging',
    publishDaysAgo: 61,
    cover: 'fleet',
    description: p(
      'Carolina Fleet Services, which maintains more than 2,000 commercial vehicles across the Carolinas, will offer the Power Router to customers electrifying their depots.',
      'One Power Router charges up to 8 vehicles at once and shares power dynamically between them, so a depot can start charging on its existing utility service and add solar and storage later.',
      'The first joint projects, two last-mile delivery depots near Charlotte, are due to be commissioned this spring.',
    ),
  },
  {
    key: 'datacenter-power-summit',
    feedType: 'PressRelease',
    heading: 'Ohmstead Power to Show Power Blade at the Datacenter Power Summit',
    publishDaysAgo: 255,
    cover: 'event',
    pdf: true,
    description:
      p(
        'Ohmstead Power will demonstrate Power Blade, its rack-level DC-DC converter for GPU servers, at the Datacenter Power Summit in Austin, Texas.',
        'Visitors to booth 412 will see a live 800 V DC bus feeding a Power Blade shelf, with real-time efficiency and transient-response measurements on screen.',
      ) +
      list(
        'Live demonstration: 800 V DC to 48 V busbar at rack scale',
        'Talk: “Medium voltage to the chip” on the main stage, day two',
        'Meetings with our application engineers on request',
      ) +
      p(
        'To book a meeting, write to <a href="mailto:events@ohmsteadpower.com">events@ohmsteadpower.com</a>.',
      ),
  },
  {
    key: 'fleet-depot-lessons',
    feedType: 'Article',
    heading: 'Five Lessons from Electrifying a 40-Vehicle Fleet Depot',
    publishDaysAgo: 38,
    cover: 'fleet',
    pdf: true,
    description:
      p(
        'Last year we helped a regional delivery company move its first 40 vans to electric. Here is what we learned along the way.',
      ) +
      list(
        '<strong>Start with the load profile, not the charger count.</strong> Most vans sat at the depot for eleven hours; they needed far less power than the nameplate suggested.',
        '<strong>Ask the utility early.</strong> A service upgrade was quoted at 18 months; dynamic power sharing let the depot start on the existing service.',
        '<strong>Plan for storage.</strong> A battery port on day one made later peak shaving a software change.',
        '<strong>Commission remotely.</strong> Cloud commissioning took under two hours per router.',
        '<strong>Train the night shift.</strong> The people plugging in vans are the first line of support.',
      ) +
      p(
        'The depot now charges every van overnight while keeping its peak demand below the old diesel-era level.',
      ),
  },
  {
    key: 'cleantech-top-25',
    feedType: 'News',
    heading: 'Ohmstead Power Named to the Triangle Cleantech Top 25',
    publishDaysAgo: 318,
    description: p(
      'Ohmstead Power has been named one of the Triangle’s 25 most promising cleantech companies by the regional business council.',
      'The award recognises companies that create engineering jobs in North Carolina and bring new energy technology to market. Ohmstead Power was cited for its multi-port solid-state transformer and its in-house manufacturing in Cary.',
    ),
  },
  {
    key: 'microgrid-primer',
    feedType: 'Article',
    heading: 'Microgrids Without the Switchgear Maze: A Primer on Multi-Port Solid-State Transformers',
    publishDaysAgo: 410,
    cover: 'microgrid',
    pdf: true,
    description:
      p(
        'A conventional building microgrid is a collection of separate boxes: a utility transformer, switchgear, a solar inverter, a battery inverter, EV chargers and a controller that tries to make them cooperate.',
        'A multi-port solid-state transformer replaces most of those boxes with one. Each port is bidirectional and programmable, so the same hardware can connect a solar array today and a battery or charger tomorrow.',
      ) +
      h3('Grid-forming when it matters') +
      p(
        'When the utility fails, the router forms its own grid for the building within milliseconds and reconnects when the utility returns. Because every source and load shares one DC link, there is no synchronisation dance between inverters.',
        'The result is a microgrid that is simpler to permit, faster to commission and easier to extend.',
      ),
  },
  {
    key: 'cary-manufacturing-expansion',
    feedType: 'News',
    heading: 'Ohmstead Power Opens Expanded Manufacturing Line in Cary',
    publishDaysAgo: 19,
    cover: 'factory',
    description: p(
      'Our expanded production line in Cary, North Carolina, opened this week, tripling the floor space for power-stage assembly and end-of-line testing.',
      'Every Power Router now runs a full-power burn-in on the new regenerative test bench, which returns the test energy to the grid instead of burning it as heat.',
      'The expansion adds fourteen manufacturing and test roles. See our <a href="https://www.ohmsteadpower.com/careers">careers page</a> for open positions.',
    ),
  },
  {
    key: 'power-router-universal',
    feedType: 'PressRelease',
    heading: 'Ohmstead Power Introduces Power Router Universal with Software-Defined Ports',
    publishDaysAgo: 505,
    cover: 'grid',
    pdf: true,
    description:
      p(
        'Ohmstead Power today introduced Power Router Universal, a version of its multi-port solid-state transformer whose every port can be assigned in software as a source, a load or storage.',
        'Installers configure the ports during cloud commissioning; changing a solar port into a charger port later needs no new hardware.',
      ) +
      list(
        'Four programmable bidirectional ports',
        'Wide operating voltage, 150 to 1,000 V DC per port',
        'Grid-forming and grid-following operation',
        'Designed to meet UL 1741 and IEEE 1547',
      ),
  },
  {
    key: 'v2g-utility-pilot',
    feedType: 'News',
    heading: 'Ohmstead Power Joins a Utility Pilot for Vehicle-to-Grid Demand Response',
    publishDaysAgo: 9,
    cover: 'grid',
    description: p(
      'Ohmstead Power is one of four technology partners in a utility pilot that pays fleet depots to return energy from parked vehicles during summer peaks.',
      'Power Routers at two school-bus depots will respond to demand-response events automatically, discharging the buses within limits set by the fleet manager so that every route still leaves fully charged.',
      'The pilot runs through the next two summers; results will be published by the utility.',
    ),
  },
  {
    key: 'power-blade-general-availability',
    feedType: 'PressRelease',
    heading: 'Ohmstead Power Announces General Availability of Power Blade',
    publishDaysAgo: -21,
    cover: 'datacenter',
    pdf: true,
    description: p(
      'Power Blade, Ohmstead Power’s rack-level DC-DC converter for GPU servers, is now generally available.',
      'Scheduled announcement: this item stays hidden from the public pages until its publish time.',
    ),
  },
];
