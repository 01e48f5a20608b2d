import type { ReactNode } from 'react';
import './form.css';

export interface FormAlertProps {
  tone: 'success' | 'error';
  children: ReactNode;
  /** When given, the alert shows a close button that calls it. */
  onClose?: () => void;
  className?: string;
}

/**
 * The outcome of a submission. Success is polite (role="status"); an error interrupts (role="alert").
 */
export function FormAlert({ tone, children, onClose, className }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['form-alert', `form-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      <span className="form-alert__icon" aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <div className="form-alert__text">{children}</div>
      {onClose && (
        <button type="button" className="form-alert__close" aria-label="Dismiss message" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
