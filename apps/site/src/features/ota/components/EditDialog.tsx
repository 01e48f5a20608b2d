import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { DialogActions } from '@/components/admin/DialogActions';
import { Modal } from '@/components/Modal';
import type { ApiResult } from '@/lib/api';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSend } from '@/lib/use-send';

/** What the dialog's fields are given. */
export interface EditFields {
  /** The value, error and change handler of the input or select for `name`, to spread onto it. */
  bind: (name: string) => {
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<{ value: string }>) => void;
  };
}

/**
 * The create/edit dialog of an OTA list: its fields (each bound to its value, error and setter), checked with
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
  children: (field: EditFields) => ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const { errors, check } = useFieldErrors();
  const { failure, sending, send } = useSend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(schema.safeParse(values));
    if (body !== undefined) await send(() => save(body), onSaved);
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        {children({
          bind: (name) => ({
            value: values[name] ?? '',
            error: errors[name],
            onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
          }),
        })}
        <DialogActions failure={failure} sending={sending} submitLabel={submitLabel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
