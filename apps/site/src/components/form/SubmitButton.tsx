import type { ComponentPropsWithRef, ReactNode } from 'react';
import './form.css';

export interface SubmitButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  children: ReactNode;
  /** While true the button shows a spinner and ignores further presses. */
  loading?: boolean;
  /** Announced to screen readers while loading. */
  loadingText?: string;
}

/** The submit button of a form, with a spinner while the submission is in flight. */
export function SubmitButton({
  children,
  loading = false,
  loadingText = 'Sending…',
  disabled,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <>
      <button
        type="submit"
        className={['submit-button', loading && 'submit-button--loading', className]
          .filter(Boolean)
          .join(' ')}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        {...button}
      >
        {loading && <span className="spinner submit-button__spinner" aria-hidden="true" />}
        <span className="submit-button__label">{children}</span>
      </button>
      <span className="visually-hidden" role="status">
        {loading ? loadingText : ''}
      </span>
    </>
  );
}
