/**
 * The panel's dialogs and banners, loaded when a dialog first opens or as soon as the chat has a message
 * (so the session warning, the expiry banner and the 429 banner are at hand even if the network is gone
 * by then; none of them can show before the first message): none is needed to ask and get an answer.
 */
export { Banners } from './Banners';
export { BotSwitchModal } from './BotSwitchModal';
export { DisclaimerModal } from './DisclaimerModal';
export { ExpiringModal } from './ExpiringModal';
export { Lightbox } from './Lightbox';
import { DIALOGS_CSS } from './dialogs.css';
export const styles = DIALOGS_CSS;
