import { zodResolver } from '@hookform/resolvers/zod';
import { type SubscribeRequest, subscribeRequestSchema } from '@ohmstead/contracts/newsletter';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, useFieldIds } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/FieldError';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { subscribe } from '../api/subscribe';
import { subscribeText as t } from '../newsletter-words';
import './SubscribeForm.css';

type SubscribeState = { status: 'idle' | 'loading' | 'error' } | { status: 'success'; message: string };

/** The footer's newsletter form (docs/product.md §1.2, §1.4, §1.5): one e-mail field; Enter submits. */
export function SubscribeForm() {
  const ids = useFieldIds(undefined);
  const [state, setState] = useState<SubscribeState>({ status: 'idle' });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscribeRequest>({
    resolver: zodResolver(subscribeRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const send = async (values: SubscribeRequest) => {
    setState({ status: 'loading' });
    const outcome = await subscribe(values);
    if (outcome.ok) {
      reset();
      setState({ status: 'success', message: outcome.message ?? t.success });
    } else {
      setState({ status: 'error' });
    }
  };

  const error = errors.email?.message;
  const dismiss = () => setState({ status: 'idle' });
  return (
    <form className="subscribe-form" noValidate onSubmit={handleSubmit(send)}>
      <label className="subscribe-form__label" htmlFor={ids.id}>
        {t.label}
      </label>
      <div className="subscribe-form__row">
        <input
          id={ids.id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.placeholder}
          className={['subscribe-form__input', error && 'subscribe-form__input--invalid']
            .filter(Boolean)
            .join(' ')}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([error ? ids.errorId : undefined])}
          {...register('email')}
        />
        <SubmitButton
          className="subscribe-form__submit"
          loading={state.status === 'loading'}
          loadingText={t.sending}
        >
          {t.submit}
        </SubmitButton>
      </div>
      <FieldError id={ids.errorId} message={error} />
      {state.status === 'success' && (
        <FormAlert tone="success" onClose={dismiss} className="subscribe-form__alert">
          {state.message}
        </FormAlert>
      )}
      {state.status === 'error' && (
        <FormAlert tone="error" onClose={dismiss} className="subscribe-form__alert">
          {t.failure}
        </FormAlert>
      )}
    </form>
  );
}
