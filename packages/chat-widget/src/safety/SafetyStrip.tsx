import { INSTALLATION_MANUAL_PATH, safetyMessages } from '@ohmstead/contracts/safety-content';
import type { ChatStore } from '../state/types';
import { CloseIcon } from '../ui/close-icon';

export interface SafetyStripProps {
  store: ChatStore;
  onOpenInstructions: () => void;
}

/**
 * The IA safety disclaimer strip (docs/product.md §3.2): links to the safety instructions and the installation
 * manual; once dismissed (kept in localStorage by the store) it renders nothing.
 */
export function SafetyStrip({ store, onOpenInstructions }: SafetyStripProps) {
  if (store.safetyStripDismissed.value) return null;
  return (
    <div class="cw-safety-strip" role="note">
      <svg
        class="cw-safety-strip-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 3L22 20H2Z"
          fill="var(--cw-amber-500)"
          stroke="var(--cw-ink)"
          stroke-width="1.6"
          stroke-linejoin="round"
        />
        <path d="M12 9.5V14" stroke="var(--cw-ink)" stroke-width="2" stroke-linecap="round" />
        <circle cx="12" cy="17" r="1.2" fill="var(--cw-ink)" />
      </svg>
      <p class="cw-safety-strip-text">
        {safetyMessages.stripLead}{' '}
        <button type="button" class="cw-safety-strip-link" onClick={onOpenInstructions}>
          {safetyMessages.stripInstructions}
        </button>{' '}
        {safetyMessages.stripJoin}{' '}
        <a
          class="cw-safety-strip-link"
          href={`${store.config.assetBase}${INSTALLATION_MANUAL_PATH}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {safetyMessages.stripManual}
          <span class="cw-sr-only"> {safetyMessages.manualLinkNote}</span>
        </a>{' '}
        {safetyMessages.stripTail}
      </p>
      <button
        type="button"
        class="cw-safety-strip-dismiss"
        aria-label={safetyMessages.dismissStrip}
        onClick={() => store.dismissSafetyStrip()}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
