import { safetyMessages } from '@ohmstead/contracts/safety-content';

interface SafetyWizardActionsProps {
  page: number;
  isLast: boolean;
  /** The page has been read to its end: Next and I Acknowledge may be used. */
  canContinue: boolean;
  acknowledged: boolean;
  setPage(page: number): void;
  acknowledge(): void;
}

/** Previous, and Next or (on the last page) I Acknowledge, each waiting for the page to have been read. */
export function SafetyWizardActions(props: SafetyWizardActionsProps) {
  const { page, isLast, canContinue, setPage } = props;
  return (
    <div class="cw-safety-actions">
      <button
        type="button"
        class="cw-safety-button cw-safety-button-secondary"
        disabled={page === 0}
        onClick={() => setPage(page - 1)}
      >
        {safetyMessages.previous}
      </button>
      {isLast ? (
        <button
          type="button"
          class="cw-safety-button cw-safety-button-primary"
          disabled={!canContinue || props.acknowledged}
          onClick={props.acknowledge}
        >
          {safetyMessages.acknowledge}
        </button>
      ) : (
        <button
          type="button"
          class="cw-safety-button cw-safety-button-primary"
          disabled={!canContinue}
          onClick={() => setPage(page + 1)}
        >
          {safetyMessages.next}
        </button>
      )}
    </div>
  );
}
