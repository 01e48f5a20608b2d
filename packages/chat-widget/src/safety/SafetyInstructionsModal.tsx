import { SAFETY_SECTIONS, safetyMessages, type SafetySection } from '@ohmstead/contracts/safety-content';
import { useId, useState } from 'preact/hooks';
import type { ChatStore } from '../state/types';
import { Modal } from '../ui/Modal';
import { SafetyPoints } from './SafetyPoints';

export interface SafetyInstructionsModalProps {
  store: ChatStore;
  onClose: () => void;
}

/**
 * The safety instructions (docs/product.md §3.2 "Safety instructions modal"): the four sections as disclosures, the
 * first open. Closes on the close button, Escape or the backdrop. The panel decides when it may open (only
 * while the stored user data has isSafetyCheck, docs/product.md §3.4).
 */
export function SafetyInstructionsModal({ store, onClose }: SafetyInstructionsModalProps) {
  return (
    <Modal
      title={safetyMessages.instructionsTitle}
      onClose={onClose}
      closeOnBackdrop
      className="cw-safety-modal"
    >
      <div class="cw-safety-sections">
        {SAFETY_SECTIONS.map((section) => (
          <SafetySectionDisclosure key={section.title} section={section} assetBase={store.config.assetBase} />
        ))}
      </div>
    </Modal>
  );
}

function SafetySectionDisclosure({ section, assetBase }: { section: SafetySection; assetBase: string }) {
  const [open, setOpen] = useState(section.expanded);
  const panelId = useId();
  return (
    <section class="cw-safety-section">
      <h3 class="cw-safety-section-title">
        <button
          type="button"
          class="cw-safety-disclosure"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>{section.title}</span>
          <svg
            class="cw-safety-chevron"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M6 9l6 6 6-6"
              stroke="currentColor"
              stroke-width="2"
              stroke-linecap="round"
              stroke-linejoin="round"
              fill="none"
            />
          </svg>
        </button>
      </h3>
      <div id={panelId} class="cw-safety-section-body" hidden={!open}>
        <SafetyPoints points={section.points} assetBase={assetBase} />
      </div>
    </section>
  );
}
