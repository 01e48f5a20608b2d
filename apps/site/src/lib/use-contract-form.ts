import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Outcome } from '@/lib/outcome';
import type { ApiResult } from './api';

/**
 * An admin form on react-hook-form, checked with the contract's zod schema as each field is left, and
 * the outcome of its last save for FormActions: `save` clears it, then shows the server's refusal, or
 * runs `onSaved` with the answer and shows the server's message.
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
  return { ...form, outcome, dismissOutcome: () => setOutcome(null), save };
}
