/**
 * What the generated chat history says (seed/history/chats.ts): questions on the knowledge base's topics
 * (apps/server/knowledge) with the passage each answer names, questions the bot cannot answer, the bot's
 * special replies and what agents and customers write in live chats. Each question comes in spellings that
 * normalise to one text, so "top questions" groups them as it groups real ones.
 */

export interface KnowledgeQuestion {
  spellings: string[];
  document: string;
  section: string;
  /** The gist of the passage, as the retrieval answer quotes it. */
  gist: string;
  /** IA passages of pure information end with the no-guidelines line. */
  pureInformation?: boolean;
}

export const CRM_QUESTIONS: KnowledgeQuestion[] = [
  {
    spellings: ['What is the Power Router?', 'what is the power router', 'What is the Power Router??'],
    document: 'Products',
    section: 'Power Router',
    gist: "The Ohmstead Power Router is the world's first multi-port solid-state transformer.",
  },
  {
    spellings: [
      'How many vehicles can one Power Router charge?',
      'how many vehicles can one power router charge',
    ],
    document: 'Products',
    section: 'Products for EV Charging',
    gist: 'For EV charging we offer the Power Router as a fleet charging hub: one unit charges up to 8 vehicles.',
  },
  {
    spellings: ['What is the Power Blade?', 'what is the power blade?'],
    document: 'Products',
    section: 'Power Blade',
    gist: 'The Power Blade is an ultra-high-density power shelf built for GenAI servers.',
  },
  {
    spellings: ['How do I get a quote?', 'how do i get a quote', 'How do I get a quote ?'],
    document: 'Contact',
    section: 'Quotes and Sales Enquiries',
    gist: 'For a quote, a single-line design or an estimate for your site, send your project details from the Contact page.',
  },
  {
    spellings: ['Where is your office?', 'where is your office'],
    document: 'Contact',
    section: 'Office Address and Location',
    gist: 'Our headquarters are at 1200 Innovation Way, Suite 300, Cary, North Carolina.',
  },
  {
    spellings: ['Does it work during a power outage?', 'does it work during a power outage'],
    document: 'Building Electrification',
    section: 'Backup Power During Outages',
    gist: 'When the grid goes down, the Power Router forms its own grid and keeps critical circuits running.',
  },
  {
    spellings: ['Can vehicles give power back to the grid?', 'can vehicles give power back to the grid'],
    document: 'Vehicle Electrification',
    section: 'Grid Services: V2G, VPP and Demand Response',
    gist: 'Bidirectional ports let parked vehicles and batteries support the grid.',
  },
  {
    spellings: ['How efficient is it in a datacenter?', 'how efficient is it in a datacenter'],
    document: 'Datacenter Solutions',
    section: 'Efficiency and Footprint in the Datacenter',
    gist: 'Up to 98% efficiency for the Power Router.',
  },
  {
    spellings: ['Are you hiring?', 'are you hiring'],
    document: 'Contact',
    section: 'Careers and Jobs',
    gist: 'We are hiring engineers, field technicians and business people who want to electrify the world.',
  },
  {
    spellings: ['What is a solid-state transformer?', 'what is a solid state transformer'],
    document: 'Technology',
    section: 'Solid-State Transformer',
    gist: 'Our solid-state transformer works at a high frequency instead of the grid’s 60 Hz.',
  },
];

export const IA_QUESTIONS: KnowledgeQuestion[] = [
  {
    spellings: ['What is the input voltage?', 'what is the input voltage'],
    document: 'Specifications',
    section: 'Electrical Ratings and Input Voltage',
    gist: 'AC input: three-phase 400-480 VAC, 50/60 Hz.',
    pureInformation: true,
  },
  {
    spellings: ['How long do the capacitors hold a charge?', 'how long do the capacitors hold a charge?'],
    document: 'Specifications',
    section: 'Stored Energy and Discharge Time',
    gist: 'The DC-link capacitors retain a hazardous charge for 40-45 minutes after every source is disconnected.',
    pureInformation: true,
  },
  {
    spellings: ['What clearance does the unit need?', 'what clearance does the unit need'],
    document: 'Installation',
    section: 'Clearances and Ventilation',
    gist: 'Leave at least 1 m in front of the doors and 300 mm on each side and above the unit.',
  },
  {
    spellings: ['How do I ground the cabinet?', 'how do i ground the cabinet'],
    document: 'Installation',
    section: 'Grounding and Earthing',
    gist: "Ground the cabinet before any other wiring: bond the unit's ground bar to the site's electrode system.",
  },
  {
    spellings: ['What does error E-210 mean?', 'what does error e 210 mean', 'What does error E-210 mean??'],
    document: 'Troubleshooting',
    section: 'Ground Fault Alarm',
    gist: 'Fault code E-210 means the insulation monitor found a ground fault.',
  },
  {
    spellings: ['The LED is yellow, what now?', 'the led is yellow what now'],
    document: 'Troubleshooting',
    section: 'Overtemperature and Derating',
    gist: 'A yellow LED with code W-310 means the unit is derating because it is too hot.',
  },
  {
    spellings: ['How often do I clean the air filters?', 'how often do i clean the air filters'],
    document: 'Maintenance',
    section: 'Maintenance Schedule',
    gist: 'Every 6 months: inspect and clean the air filters, check the enclosure seals and door gaskets.',
  },
  {
    spellings: ['How do I configure a port?', 'how do i configure a port'],
    document: 'Commissioning',
    section: 'Port Configuration',
    gist: 'Each port is set in software to one role: grid, solar, battery, EV charger or load.',
  },
  {
    spellings: ['How long is the warranty?', 'how long is the warranty'],
    document: 'Warranty and Support',
    section: 'Warranty Coverage',
    gist: 'The Power Router has a 5-year limited warranty from the commissioning date, extendable to 10 years.',
    pureInformation: true,
  },
];

/** Questions the knowledge base has nothing on: the bot answers with its no-match reply. */
export const UNANSWERABLE: Record<'crm' | 'ia', string[][]> = {
  crm: [
    ['How much does a Power Blade cost?', 'how much does a power blade cost'],
    ['Do you ship to Australia?', 'do you ship to australia'],
    ['Can I pay by credit card?', 'can i pay by credit card'],
    ['Is there a homeowner app?'],
  ],
  ia: [
    ['Can I mount it on a wooden wall?', 'can i mount it on a wooden wall'],
    ['Which inverter brands are certified?'],
    ['What is the part number of the door gasket?'],
  ],
};

/** The bot's special replies and a question that leads to each (plugins/bot/intents.ts). */
export const INTENT_TURNS = {
  greeting: { questions: ['Hi', 'Hello', 'hello there'] },
  thanks: { questions: ['Thanks!', 'thank you', 'Thanks for your help'] },
  'live-agent': { questions: ['I want to talk to a human', 'Can I speak to a real person?', 'agent please'] },
  'image-upload': {
    questions: ['Can I send photos of my unit?', 'I want to upload pictures of the installation'],
  },
} as const;

export const AGENT_LINES = [
  'Hello, thanks for waiting. How can I help?',
  'Let me check that for you.',
  'Could you tell me the serial number of the unit?',
  'I have opened a ticket for our field team; they will call you today.',
  'That should be fixed by the next firmware update, which is scheduled for this week.',
  'Is there anything else I can help you with?',
];

export const CUSTOMER_LINES = [
  'My charger shows a fault since this morning.',
  'It is serial number 40117.',
  'We would like a quote for a second site.',
  'The display is blank.',
  'Great, thank you.',
  'No, that is all.',
];

/** Stand-ins for agents when the database has no user who answers chats (the bench runs without users). */
export const AGENT_NAMES = ['Alex Morgan', 'Sam Sterling', 'Max Alvarez'];
