/** The lazily loaded safety chunk: the panel imports it when the IA safety screens are first needed. */
import { SAFETY_CSS } from './safety.css';

export { SafetyWizard } from './SafetyWizard';
export { SafetyInstructionsModal } from './SafetyInstructionsModal';
export { SafetyStrip } from './SafetyStrip';
export { GuidelinesNote } from './GuidelinesNote';
/** The footer's manual link: shown with the safety screens, so it comes with them. */
export { INSTALLATION_MANUAL_PATH } from '@ohmstead/contracts/safety-content';
export const styles = SAFETY_CSS;
export type { SafetyWizardProps } from './SafetyWizard';
export type { SafetyInstructionsModalProps } from './SafetyInstructionsModal';
export type { SafetyStripProps } from './SafetyStrip';
