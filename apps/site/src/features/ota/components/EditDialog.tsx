import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/Modal';
import type { ApiResult } from '@/lib/api';

/**
 * The create/edit dialog of an OTA list: its fields (given their values, errors and a setter), checked with
 * the contracts' schema before it is sent, and the server's reason shown when it refuses.
 */
export function EditDialog<S extends z.ZodType, Saved extends { message: string }>({
  title,
  schema,
  initial,
  save,
  onClose,
  onSaved,
  submitLabel,
  children,
}: {
  title: string;
  schema: S;
  initial: Record<string, string>;
  save: (body: z.output<S>) => Promise<ApiResult<Saved>>;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
  submitLabel: string;
  children: (field: {
    value: (name: string) => string;
    set: (name: string, value: string) => void;
    error: (name: string) => string | undefined;
  }) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await save(parsed.data);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onSaved(result.data);
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        {children({
          value: (name) => values[name] ?? '',
          set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
          error: (name) => errors[name],
        })}
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button" disabled={sending} aria-busy={sending || undefined}>
            {submitLabel}
          </button>
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
