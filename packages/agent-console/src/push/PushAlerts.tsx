/** @jsxImportSource react */
import { useId } from 'react';
import { type BrowserPush, browserPush } from './browser-push';
import type { PushAlertsSource } from './push-alerts-source';
import { pushWords } from './push-words';
import { usePushAlerts } from './use-push-alerts';

interface PushAlertsProps {
  source: PushAlertsSource;
  /** The console is not connected: nothing changes until it is. */
  disabled?: boolean;
  /** The browser's push (tests and stories hand in their own). */
  browser?: BrowserPush;
}

/** The "Push alerts" switch beside Sound and Desktop alerts, explained before the browser asks. */
export function PushAlerts({ source, disabled = false, browser = browserPush }: PushAlertsProps) {
  const push = usePushAlerts(source, browser);
  const hintId = useId();
  return (
    <div className="ac-push">
      <button
        type="button"
        className="ac-button"
        aria-pressed={push.on}
        aria-describedby={hintId}
        aria-busy={push.busy}
        disabled={disabled || push.busy}
        onClick={push.toggle}
      >
        {pushWords.label}
      </button>
      {/* Said before the browser asks its permission, and kept for screen readers once on. */}
      <p id={hintId} className={push.on ? 'ac-visually-hidden' : 'ac-hint'}>
        {pushWords.hint}
      </p>
      {push.busy && (
        <p className="ac-hint" role="status">
          {pushWords.working}
        </p>
      )}
      {push.problem && (
        <p className="ac-error" role="alert">
          {push.problem}
        </p>
      )}
    </div>
  );
}
