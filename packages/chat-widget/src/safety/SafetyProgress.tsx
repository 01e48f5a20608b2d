import { safetyMessages } from '@ohmstead/contracts/safety-content';

/** The wizard's title, its step (page of total) and a progress bar that says the same to a screen reader. */
export function SafetyProgress({ titleId, page, total }: { titleId: string; page: number; total: number }) {
  return (
    <>
      <div class="cw-safety-head">
        <h2 id={titleId} class="cw-safety-heading">
          {safetyMessages.wizardTitle}
        </h2>
        <span class="cw-safety-step" aria-hidden="true">
          {page + 1}/{total}
        </span>
      </div>
      <div
        class="cw-safety-progress"
        role="progressbar"
        aria-label={safetyMessages.progressLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={page + 1}
        aria-valuetext={safetyMessages.progressText(page + 1, total)}
      >
        <div class="cw-safety-progress-fill" style={{ width: `${((page + 1) / total) * 100}%` }} />
      </div>
    </>
  );
}
