/**
 * The safety content of the Installation Assistant (docs/product.md §3.3 "Safety content", §3.9 facts): the four
 * sections of the safety instructions modal and the four pages of the acknowledgement wizard. The server
 * records which version a user acknowledged, so any change to the text below must change the version.
 * Zod-free: the widget's safety chunk imports it. scripts/media reads it too: the symbols named here must
 * exist under apps/server/assets/images/safety, and the installation manual repeats the four sections.
 */

/** Bump whenever a point, a section or a wizard page changes (the date of the change, then a letter). */
export const SAFETY_CONTENT_VERSION = '2026-11-21a';
export const SAFETY_CONTENT_VERSION_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}[a-z]$/;

export interface SafetyPoint {
  text: string;
  /** A safety symbol shown before the text: a file name under `{assetBase}/images/safety/`. */
  symbol?: string;
  /** Accessible name of the symbol. */
  symbolLabel?: string;
}

export interface SafetySection {
  title: 'General Safety' | 'Contractor Safety' | 'Installation Safety' | 'Maintenance Safety';
  /** Whether the section starts open in the instructions modal. */
  expanded: boolean;
  points: SafetyPoint[];
}

export interface SafetyWizardPage {
  title: string;
  paragraphs: string[];
  points: SafetyPoint[];
}

/** §3.9: Next and I Acknowledge wait until the page is scrolled to within this distance of its bottom. */
export const SAFETY_SCROLL_TOLERANCE_PX = 5;

/** The installation manual the strip and the instructions link to, relative to the asset base. */
export const INSTALLATION_MANUAL_PATH = '/documents/installation-manual.pdf';

/** The symbols (ISO 7010 / IEC 60417 style pictograms) under `{assetBase}/images/safety/`. */
const SYMBOL = {
  electricity: { symbol: 'electrical-hazard.svg', symbolLabel: 'Warning: hazardous voltage' },
  earth: { symbol: 'protective-earth.svg', symbolLabel: 'Protective earth (ground)' },
  eyes: { symbol: 'wear-eye-protection.svg', symbolLabel: 'Wear eye protection' },
  gloves: { symbol: 'wear-insulating-gloves.svg', symbolLabel: 'Wear insulating gloves' },
  manual: { symbol: 'read-the-manual.svg', symbolLabel: 'Read the manual' },
  storedCharge: { symbol: 'stored-charge-wait.svg', symbolLabel: 'Stored charge: wait 45 minutes' },
} satisfies Record<string, Required<Pick<SafetyPoint, 'symbol' | 'symbolLabel'>>>;

/** The safety instructions modal (docs/product.md §3.2, §3.3): four collapsible sections, the first open. */
export const SAFETY_SECTIONS: SafetySection[] = [
  {
    title: 'General Safety',
    expanded: true,
    points: [
      {
        text: 'Read these instructions and the Installation and Safety Manual before you unpack, install, operate or service the Power Router, and keep the manual with the cabinet.',
        ...SYMBOL.manual,
      },
      {
        text: 'The Power Router is fed from a 400-480 VAC three-phase supply and draws up to 270 A at its rated 200 kVA. Contact with live parts causes death or serious injury.',
        ...SYMBOL.electricity,
      },
      {
        text: 'Capacitors inside the cabinet retain a dangerous charge for 40-45 minutes after every source is disconnected. Wait at least 45 minutes, then verify that no voltage is present before you open any door or cover.',
        ...SYMBOL.storedCharge,
      },
      {
        text: 'Only qualified electricians trained on this equipment may open the cabinet. Never bypass door interlocks, remove warning labels or modify the equipment.',
      },
      {
        text: 'Stop work and call Ohmstead support on +1 (919) 555-0142 if the cabinet is damaged, smells of burning, shows water inside or raises an alarm you do not understand.',
      },
    ],
  },
  {
    title: 'Contractor Safety',
    expanded: false,
    points: [
      {
        text: 'Work under a written permit and the site electrical safety program (NFPA 70E or the local equivalent). Never work alone: a second trained person must be present for any work near exposed conductors.',
      },
      {
        text: 'Wear arc-rated clothing and safety glasses or a face shield whenever you test, connect or disconnect conductors.',
        ...SYMBOL.eyes,
      },
      {
        text: 'Wear voltage-rated insulating gloves (class 00 or higher, rated for at least 500 VAC) with leather protectors, and check them for holes and cracks before every use.',
        ...SYMBOL.gloves,
      },
      {
        text: 'Lock out and tag out every source that can feed the router (utility input, solar, storage and generator ports) with your own lock, and keep the key with you.',
      },
      {
        text: 'Use insulated tools and a voltage tester rated CAT III 600 V or better. Prove the tester on a known live source before and after each test.',
      },
      {
        text: 'Barricade the work area, keep it dry and clear, and remove rings, watches and other conductive jewellery.',
      },
    ],
  },
  {
    title: 'Installation Safety',
    expanded: false,
    points: [
      {
        text: 'Confirm the supply is 400-480 VAC three-phase with protective earth, and that the upstream breaker and conductors are rated for 270 A (200 kVA). Never connect the router to a supply outside this range.',
        ...SYMBOL.electricity,
      },
      {
        text: 'Bond the protective earth terminal to the site grounding electrode system. The measured ground resistance must be 4 ohm or less; measure and record it before the cabinet is energised.',
        ...SYMBOL.earth,
      },
      {
        text: 'Output cable runs from the router to each dispenser or load must not exceed 6 m. Use the conductor sizes and cable glands given in the manual.',
      },
      {
        text: 'The enclosure is rated IP65 only when it is closed: fit every cable gland and blanking plug, keep the door seals clean, and never leave the cabinet with a door or gland plate open.',
      },
      {
        text: 'The cabinet weighs 620 kg. Lift it only at the marked lifting points and anchor it to a level concrete pad before any cable is connected.',
      },
      {
        text: 'Keep 1 m clear in front of the cabinet for service and 300 mm at each side for airflow. Torque every terminal to the values in the manual and mark it.',
      },
    ],
  },
  {
    title: 'Maintenance Safety',
    expanded: false,
    points: [
      {
        text: 'Shut the router down from its controller, open the input breaker and every port isolator, then lock and tag them out.',
      },
      {
        text: 'The DC link stays charged for 40-45 minutes after disconnection. Wait at least 45 minutes before you open the cabinet, then verify zero voltage at the DC bus test points and on every terminal.',
        ...SYMBOL.storedCharge,
      },
      {
        text: 'Measure the ground resistance once a year and after any excavation near the site: it must stay at 4 ohm or less.',
        ...SYMBOL.earth,
      },
      {
        text: 'Every 6 months, inspect door seals, gland plates and air filters so the cabinet keeps its IP65 rating. Replace damaged seals with genuine parts only.',
      },
      {
        text: 'Check terminations and the 6 m output cables for heat discoloration, abrasion and loose glands, and re-torque terminals to the values in the manual.',
      },
      {
        text: 'Refit every cover before you remove your lock. Re-energise only when everyone is clear, following the commissioning checklist.',
      },
    ],
  },
];

/** The acknowledgement wizard (docs/product.md §3.2 "Safety overlay", §3.9: 4 pages). */
export const SAFETY_WIZARD_PAGES: SafetyWizardPage[] = [
  {
    title: 'Before you start',
    paragraphs: [
      'The Installation Assistant helps you install and maintain the Ohmstead Power Router, a power-conversion cabinet connected to 400-480 VAC. Before you use it, read these four pages of safety instructions.',
      'Follow them together with the Installation and Safety Manual, the site rules and the local electrical code. When they differ, the stricter rule applies.',
    ],
    points: [
      {
        text: 'Only qualified electricians trained on this equipment may install, open or service the cabinet.',
      },
      {
        text: 'Read the Installation and Safety Manual first, and keep it with the cabinet.',
        ...SYMBOL.manual,
      },
      {
        text: 'Wear arc-rated clothing and safety glasses or a face shield for every electrical task.',
        ...SYMBOL.eyes,
      },
      {
        text: 'Wear voltage-rated insulating gloves (class 00 or higher) and check them before every use.',
        ...SYMBOL.gloves,
      },
      {
        text: 'Never work alone near exposed conductors, and stop work whenever you are unsure.',
      },
    ],
  },
  {
    title: 'Electrical hazards and lockout',
    paragraphs: [
      'The Power Router is fed from a 400-480 VAC three-phase supply and draws up to 270 A at its rated 200 kVA. Its ports can also be fed from solar, storage or a generator, so the cabinet can be live even when the utility breaker is open.',
      'An arc flash at this power level can cause severe burns at a distance. Treat every conductor as live until you have proved otherwise.',
    ],
    points: [
      {
        text: 'Contact with live parts causes death or serious injury.',
        ...SYMBOL.electricity,
      },
      {
        text: 'Lock out and tag out the utility input and every port source with your own lock before you start.',
      },
      {
        text: 'Test before you touch: prove your CAT III 600 V tester on a known live source, test every conductor, then prove the tester again.',
      },
      {
        text: 'Use insulated tools only, and remove rings, watches and other conductive jewellery.',
      },
      {
        text: 'Never bypass door interlocks or remove warning labels.',
      },
    ],
  },
  {
    title: 'Installation site, grounding and cabling',
    paragraphs: [
      'A correct site, a low-resistance ground and short output cables keep the Power Router safe for its whole life. Check each item below before the cabinet is energised.',
    ],
    points: [
      {
        text: 'Anchor the 620 kg cabinet to a level concrete pad, lifting it only at the marked lifting points.',
      },
      {
        text: 'Keep 1 m clear in front of the cabinet for service and 300 mm at each side for airflow.',
      },
      {
        text: 'Bond the protective earth terminal to the site grounding electrode system. The ground resistance must be 4 ohm or less: measure it and record the value.',
        ...SYMBOL.earth,
      },
      {
        text: 'Confirm the supply is 400-480 VAC three-phase and that the upstream breaker and conductors are rated for 270 A.',
        ...SYMBOL.electricity,
      },
      {
        text: 'Keep every output cable run to a dispenser or load at 6 m or less, with the conductor sizes given in the manual.',
      },
      {
        text: 'The enclosure is IP65 only when it is closed: fit every cable gland and blanking plug, and keep the door seals clean.',
      },
    ],
  },
  {
    title: 'Maintenance and stored charge',
    paragraphs: [
      'Switching off is not enough. The capacitors of the DC link retain a dangerous charge for 40-45 minutes after every source is disconnected.',
    ],
    points: [
      {
        text: 'Shut the router down, open the input breaker and every port isolator, and lock and tag them out.',
      },
      {
        text: 'Wait at least 45 minutes before you open any door or cover, then verify zero voltage at the DC bus test points and on every terminal.',
        ...SYMBOL.storedCharge,
      },
      {
        text: 'Measure the ground resistance once a year (4 ohm or less) and inspect seals and filters every 6 months.',
        ...SYMBOL.earth,
      },
      {
        text: 'Refit every cover before you remove your lock, and re-energise only when everyone is clear.',
      },
    ],
  },
];

/** The wizard's final-page text, shown after the last page's points. */
export const SAFETY_ACKNOWLEDGEMENT_TEXT =
  'By selecting I Acknowledge, you confirm that you have read and understood these safety instructions and will follow them.';

/** §3.9: the wizard has 4 pages. */
export const SAFETY_STEPS = SAFETY_WIZARD_PAGES.length;

/** Every text of the safety screens (docs/product.md §3.2 quotes 'Scroll to continue' and 'I Acknowledge'). */
export const safetyMessages = {
  wizardTitle: 'Safety Acknowledgement',
  progressLabel: 'Safety instructions progress',
  progressText: (page: number, total: number) => `Page ${page} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  acknowledge: 'I Acknowledge',
  scrollHint: 'Scroll to continue',
  instructionsTitle: 'Safety Instructions',
  stripLead: 'Work safely: read the',
  stripInstructions: 'Safety Instructions',
  stripJoin: 'and the',
  stripManual: 'Installation Manual',
  stripTail: 'before you start.',
  manualLinkNote: '(PDF, opens in a new tab)',
  dismissStrip: 'Dismiss safety notice',
} as const;
