/**
 * The panel's dialogs, loaded when one first opens (or right after the first answer, so the session
 * warning is at hand even if the network is gone by then): none is needed to ask and get an answer.
 */
export { BotSwitchModal } from './BotSwitchModal';
export { DisclaimerModal } from './DisclaimerModal';
export { ExpiringModal } from './ExpiringModal';
export { Lightbox } from './Lightbox';
import { DIALOGS_CSS } from './dialogs.css';
export const styles = DIALOGS_CSS;
