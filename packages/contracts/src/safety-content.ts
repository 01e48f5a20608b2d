/**
 * The safety content of the Installation Assistant (spec/03 §3 "Safety content", §9 facts): the four
 * sections of the safety instructions modal and the four pages of the acknowledgement wizard. The server
 * records which version a user acknowledged, so any change to the text below must change the version.
 * Zod-free: the widget's safety chunk imports it.
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
