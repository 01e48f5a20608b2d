import type { ProofChallenge } from '@ohmstead/contracts/proof-of-work-schemas';
import { useCallback, useId, useRef, useState } from 'react';
import { AltchaWidget } from './AltchaWidget';
import type { CaptchaHandle } from './captcha-handle';
import '../form/form.css';
import './Captcha.css';

export interface ProofOfWorkProps {
  /** The challenge the server answered the call with (a 428, docs/security.md "Limits that escalate"). */
  challenge: ProofChallenge;
  /** What the server said about it, shown while the browser works. */
  message: string;
  /** The solution, once found: the call is sent again with it. */
  onSolved: (proof: string) => void;
  label?: string;
}

/**
 * A proof of work the server asked of a call the person already made: ALTCHA solves it at once, with no
 * click, and hands the solution over. Shown as a labelled field so that a screen reader hears why the
 * call waits; the solver's own status is announced as it changes.
 */
export function ProofOfWork({ challenge, message, onSolved, label = 'Verification' }: ProofOfWorkProps) {
  const labelId = useId();
  const handleRef = useRef<CaptchaHandle | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const onToken = useCallback((token: string) => token && onSolved(token), [onSolved]);

  return (
    <div role="group" aria-labelledby={labelId} className="captcha">
      <p id={labelId} className="form-field__label">
        {label}
      </p>
      <div className="captcha__body" aria-live="polite">
        <p className="captcha__status">{message}</p>
        {unavailable ? (
          <p className="captcha__unavailable">
            The verification check could not be loaded. Check your connection and sign in again.
          </p>
        ) : (
          <AltchaWidget
            challenge={JSON.stringify(challenge)}
            solveAtOnce
            onToken={onToken}
            handleRef={handleRef}
            onUnavailable={markUnavailable}
          />
        )}
      </div>
    </div>
  );
}
