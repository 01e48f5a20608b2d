/** The lazily loaded safety chunk: the panel imports it when the IA safety screens are first needed. */
import { SAFETY_CSS } from './safety.css';

export { SafetyWizard } from './SafetyWizard';
export { SafetyInstructionsModal } from './SafetyInstructionsModal';
export { SafetyStrip } from './SafetyStrip';
export const styles = SAFETY_CSS;
export type { SafetyWizardProps } from './SafetyWizard';
export type { SafetyInstructionsModalProps } from './SafetyInstructionsModal';
export type { SafetyStripProps } from './SafetyStrip';
