import type { Job } from '@ohmstead/contracts/jobs';

/** The About-company block every job shows (docs/product.md §2.2): a title and an HTML description. */
const aboutOhmstead: Job['aboutCompany'] = {
  title: 'About Ohmstead Power',
  description:
    '<p>Ohmstead Power builds the <strong>Power Router</strong>, the world’s first multi-port solid-state ' +
    'transformer. One cabinet connects the grid, solar, batteries, chargers and loads, AC or DC, and ' +
    'lets fleets, buildings and datacenters electrify with the power they already have.</p>' +
    '<p>We are a small team of power-electronics, firmware and field engineers in Cary, North Carolina. ' +
    'Learn more on our <a href="/about-us">About Us</a> page.</p>',
};

/** The two open positions of the 'Join Our Team' accordion (docs/product.md §2.2), in screen order. */
export const jobs: Job[] = [
  {
    id: 'field-services-engineer',
    department: 'Field Services',
    title: 'Field Services Engineer',
    location: 'Cary, NC',
    type: 'Full Time',
    schedule: 'On-Site',
    keyResponsibilities: [
      'Install, commission and start up Power Router systems at customer sites: fleet depots, commercial buildings and datacenters.',
      'Diagnose and repair faults in power-conversion hardware, controls and communications, on site and remotely.',
      'Carry out preventive maintenance and firmware updates following our procedures and safety rules.',
      'Train customer technicians and site operators on safe operation of the equipment.',
      'Write clear service reports and feed field findings back to engineering and product teams.',
      'Work with electrical contractors and utilities on interconnection, inspections and site acceptance tests.',
    ],
    requirements: [
      'Willingness to travel to customer sites up to 50% of the time, sometimes at short notice.',
      'A valid driver’s licence and a good driving record.',
      'Ability to lift 50 lb and to work outdoors and in electrical rooms.',
      'Authorisation to work in the United States.',
    ],
    qualifications: {
      required: [
        'A bachelor’s degree in electrical engineering or a related field, or equivalent field experience.',
        '3+ years commissioning or servicing power electronics: inverters, UPS, EV chargers or drives.',
        'Working knowledge of NFPA 70E, lockout/tagout and safe work on medium- and low-voltage equipment.',
        'Confidence with oscilloscopes, power analysers, insulation testers and a laptop on a field network.',
      ],
      preferred: [
        'Experience with DC fast chargers, battery energy storage or solar inverters.',
        'Familiarity with Modbus, CAN and OCPP.',
        'OSHA 10/30 certification.',
      ],
    },
    aboutCompany: aboutOhmstead,
  },
  {
    id: 'test-engineer',
    department: 'Engineering',
    title: 'Test Engineer',
    location: '',
    description:
      'Join the engineering team that proves the Power Router before it ships. You will plan and run ' +
      'verification of our solid-state transformer, from single power modules to complete systems, and ' +
      'build the automated test benches that make every unit we ship a known good one.',
    type: 'Full Time',
    schedule: 'On-Site',
    keyResponsibilities: [
      'Write test plans and procedures for power modules, control boards and complete Power Router systems.',
      'Build and maintain automated test benches: programmable sources and loads, data acquisition and scripts.',
      'Run design-verification, reliability and certification pre-compliance tests (UL 1741, IEEE 1547, UL 9540).',
      'Analyse results, find root causes with design engineers and track issues to closure.',
      'Define the end-of-line production tests and hand them over to manufacturing.',
    ],
    requirements: [
      'Hands-on lab work on high-voltage, high-power equipment, following our safety rules.',
      'Clear written test reports and a careful eye for detail.',
      'Authorisation to work in the United States.',
    ],
    qualifications: {
      required: [
        'A bachelor’s degree in electrical engineering or a related field.',
        '2+ years testing power electronics, motor drives or grid-connected equipment.',
        'Scripting for test automation in Python (or a similar language).',
        'Comfort with oscilloscopes, power analysers, programmable supplies and electronic loads.',
      ],
      preferred: [
        'Experience with grid-interconnection standards and certification testing.',
        'Knowledge of LabVIEW, TestStand or a Python test framework such as pytest.',
        'Experience with hardware-in-the-loop (HIL) testing.',
      ],
    },
    aboutCompany: aboutOhmstead,
  },
];
