import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { Outcome } from '@/lib/outcome';
import type { ApiResult } from './api';

/**
 * An admin form on react-hook-form, checked with the contract's zod schema as each field is left, and
 * the outcome of its last save for FormActions: `save` clears it, then shows the server's refusal, or
 * runs `onSaved` with the answer and shows the server's message. `field` gives a field its registration
 * and its error, `submitWith` the form's submit handler, `actions` FormActions' props.
 */
export function useContractForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const form = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async <Answer extends { message: string }>(
    request: () => Promise<ApiResult<Answer>>,
    onSaved: (answer: Answer) => void,
  ) => {
    setOutcome(null);
    const result = await request();
    if (!result.ok) return setOutcome({ tone: 'error', message: result.message });
    onSaved(result.data);
    setOutcome({ tone: 'success', message: result.data.message });
  };
  const dismissOutcome = () => setOutcome(null);
  const field = <Name extends Path<Values>>(name: Name) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const submitWith = (submit: SubmitHandler<Values>) => (event: FormEvent) =>
    void form.handleSubmit(submit)(event);
  const actions = { outcome, onDismissOutcome: dismissOutcome, saving: form.formState.isSubmitting };
  return { ...form, outcome, dismissOutcome, save, field, submitWith, actions };
}
