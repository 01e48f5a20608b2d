/**
 * Made-up people and companies for generated history: fixed lists, no real person. Picked with the
 * generator's seeded randomness, so the same seed gives the same names.
 */
export const FIRST_NAMES = [
  'Amara',
  'Bastian',
  'Carmen',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hiroshi',
  'Ines',
  'Jonah',
  'Keziah',
  'Lorenzo',
  'Mireille',
  'Nikhil',
  'Oona',
  'Pavel',
  'Quinn',
  'Rosalind',
  'Soren',
  'Talia',
  'Umar',
  'Vesna',
  'Wendell',
  'Ximena',
  'Yusuf',
  'Zofia',
] as const;

export const LAST_NAMES = [
  'Achterberg',
  'Bellweather',
  'Castellanos',
  'Drummond',
  'Eskildsen',
  'Fairbanks',
  'Galloway',
  'Halvorsen',
  'Iwasaki',
  'Jankowski',
  'Kettering',
  'Lindqvist-Moor',
  'Marchetti',
  'Nakamura-Ross',
  'Okonkwo-Hale',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Silvestri',
  'Thorncastle',
  'Uribe',
  'Vandermeer',
  'Whitlock',
] as const;

export const COMPANIES = [
  'Brightwater Fleet Services',
  'Cedar Ridge Datacenters',
  'Coastal Transit Authority',
  'Elmhurst Campus',
  'Granite Peak Logistics',
  'Harborline Cold Storage',
  'Juniper Microgrid Co-op',
  'Kestrel Charging',
  'Meridian Hospital Group',
  'Northwind Depot',
  'Oakvale Schools',
  'Pinecrest Retail Parks',
  'Riverbend Water Works',
  'Summit Compute',
  'Tidewater Ports',
  'Vantage Office REIT',
] as const;

export const TITLES = [
  'Facilities Manager',
  'Energy Engineer',
  'Fleet Director',
  'Procurement Lead',
  'Site Reliability Lead',
  'Operations Manager',
  'Sustainability Officer',
  'Chief Engineer',
] as const;

/** What people write, by topic. */
export const MESSAGES = {
  general: [
    'Could you send the datasheet for the four-port router?',
    'How does the router handle a grid outage?',
    'Do you work with installers in our region?',
    'What certifications does the product carry?',
  ],
  quote: [
    'We need a quote for two routers for a 24-vehicle depot.',
    'Please quote a microgrid controller for our campus, about 1.5 MW.',
    'Budgetary pricing for three units and installation, please.',
    'Looking for a quote to replace our legacy switchgear in one data hall.',
  ],
  'product-support': [
    'The router shows fault E42 after a storm last night.',
    'Port 3 stops charging after about a minute.',
    'The status light blinks amber and the app shows no data.',
    'Firmware update stalled at 80 percent.',
  ],
  images: [
    'Scorch marks on the AC lugs; photos attached.',
    'The enclosure door seal is cracked, see the pictures.',
    'Display shows a warning icon, photo attached.',
    'Water inside the cable gland, pictures of the unit attached.',
  ],
} as const;

/** Staff answers and customers' follow-ups in ticket comments. */
export const STAFF_ANSWERS = [
  'Thanks for reaching out. We are looking into it and will get back to you today.',
  'A technician will call you to schedule a visit.',
  'Could you send the serial number and a photo of the front panel?',
  'We have shipped a replacement part; tracking details follow by e-mail.',
] as const;
export const CUSTOMER_REPLIES = [
  'Thanks, that works for us.',
  'The unit is back online, thank you.',
  'Attached the serial number in the form, is anything else needed?',
  'Any news on this?',
] as const;
export const RESOLUTION_NOTES = [
  'Resolved: firmware updated remotely, the fault has cleared.',
  'Resolved: quote sent by e-mail.',
  'Resolved: replacement module installed on site.',
] as const;
