/** A member of the executive team or the board of advisors; `slug` names the portrait file. */
export interface Person {
  name: string;
  slug: string;
  title: string;
  bio: [string, string, string];
}

export const executiveTeam: Person[] = [
  {
    name: 'Maya Chen',
    slug: 'maya-chen',
    title: 'Chief Executive Officer',
    bio: [
      'Co-founded Ohmstead Power in 2019 to bring solid-state power conversion from the lab to the grid edge.',
      'Previously led the energy storage business of a global power-electronics supplier, growing it to more than 1 GW of deployed systems.',
      'Holds an MS in Electrical Engineering from Georgia Tech and an MBA from Duke University.',
    ],
  },
  {
    name: 'Daniel Okafor',
    slug: 'daniel-okafor',
    title: 'Chief Technology Officer',
    bio: [
      'Architect of the multi-port Power Router platform and its silicon-carbide conversion stages.',
      'Spent twelve years designing medium-voltage converters for utility and rail applications, with 30 patents granted.',
      'Earned his PhD in Power Electronics at North Carolina State University.',
    ],
  },
  {
    name: 'Priya Raman',
    slug: 'priya-raman',
    title: 'Vice President, Engineering',
    bio: [
      'Leads hardware, firmware and cloud-commissioning teams across Cary and Austin.',
      'Took three generations of EV fast chargers from prototype to UL certification at her previous company.',
      'Champions design for manufacturability, cutting Power Router build time by 40% in its first production year.',
    ],
  },
  {
    name: 'Marcus Hale',
    slug: 'marcus-hale',
    title: 'Vice President, Sales & Partnerships',
    bio: [
      'Builds partnerships with fleet operators, microgrid developers and datacenter operators across North America.',
      'Previously headed commercial sales for a distributed-energy developer, closing more than 200 MW of projects.',
      'Serves on the board of a regional clean-transportation council.',
    ],
  },
];

export const boardOfAdvisors: Person[] = [
  {
    name: 'Dr. Elena Vasquez',
    slug: 'elena-vasquez',
    title: 'Advisor, Grid Modernization',
    bio: [
      'Former director of power systems research at a U.S. national laboratory.',
      'Authored foundational work on grid-forming inverters and their role in weak-grid stability.',
      'Advises state utility commissions on interconnection standards for distributed energy.',
    ],
  },
  {
    name: 'Robert Lindqvist',
    slug: 'robert-lindqvist',
    title: 'Advisor, Datacenter Infrastructure',
    bio: [
      'Ran critical-facilities engineering for a hyperscale cloud provider across four continents.',
      'Pioneered medium-voltage distribution designs that raised rack densities beyond 100 kW.',
      'Mentors infrastructure start-ups on reliability engineering and uptime certification.',
    ],
  },
  {
    name: 'Samuel Adeyemi',
    slug: 'samuel-adeyemi',
    title: 'Advisor, Finance & Strategy',
    bio: [
      'Twenty years in energy-transition investing, most recently as a partner at a climate infrastructure fund.',
      'Structured project financing for more than $2 billion of solar, storage and charging assets.',
      'Former chief financial officer of a publicly listed electrical-equipment manufacturer.',
    ],
  },
];
