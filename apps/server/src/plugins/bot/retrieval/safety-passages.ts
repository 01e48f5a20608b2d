import {
  SAFETY_ACKNOWLEDGEMENT_TEXT,
  SAFETY_CONTENT_VERSION,
  SAFETY_SECTIONS,
  SAFETY_WIZARD_PAGES,
  safetyMessages,
} from '@ohmstead/contracts/safety-content';
import type { KnowledgePassage } from '../knowledge-files';

/** The document name an answer from the safety instructions cites. */
export const SAFETY_DOCUMENT = 'Safety Instructions';
/** What the safety instructions are about, though not every point names it. */
const ABOUT = 'Power Router, its cabinet';

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
const sentenceList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The Installation Assistant's safety instructions as passages of its knowledge base, read from the
 * content the instructions modal and the acknowledgement wizard show (contracts/safety-content.ts): one
 * source, so the bot answers what the wizard says, in its current version. Each of the four sections is
 * a passage, each wizard page another, and one names the four sections.
 */
export function safetyPassages(): KnowledgePassage[] {
  const titles = SAFETY_SECTIONS.map((section) => section.title);
  const overview: KnowledgePassage = {
    document: SAFETY_DOCUMENT,
    section: 'The Safety Sections to Read Before Installing',
    body:
      `The safety instructions have ${titles.length} sections: ${sentenceList(titles)}. ` +
      `Read all of them, with the Installation and Safety Manual, before you install, operate or service the ` +
      `Power Router. Signed-in installers acknowledge them in the ${safetyMessages.wizardTitle} wizard ` +
      `(${SAFETY_WIZARD_PAGES.length} pages, content version ${SAFETY_CONTENT_VERSION}); the instructions stay ` +
      'open from the Installation Assistant.',
    safetyGuidelines: true,
    about: ABOUT,
  };
  const sections = SAFETY_SECTIONS.map((section) => ({
    document: SAFETY_DOCUMENT,
    section: section.title,
    body: list(section.points.map((point) => point.text)),
    safetyGuidelines: true,
    about: ABOUT,
  }));
  const pages = SAFETY_WIZARD_PAGES.map((page, n) => ({
    document: safetyMessages.wizardTitle,
    section: page.title,
    body: [
      ...page.paragraphs,
      list(page.points.map((point) => point.text)),
      ...(n === SAFETY_WIZARD_PAGES.length - 1 ? [SAFETY_ACKNOWLEDGEMENT_TEXT] : []),
    ].join('\n\n'),
    safetyGuidelines: true,
    about: ABOUT,
  }));
  return [overview, ...sections, ...pages];
}
