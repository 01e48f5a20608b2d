import type { UserSummary } from '@ohmstead/contracts/users';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { CancelButton } from '@/components/admin/CancelButton';
import { FormActions } from '@/components/admin/FormActions';
import { Modal } from '@/components/Modal';
import type { Outcome } from '@/lib/outcome';

/** What every account dialog is told: how to close, and what to do with the server's answer. */
export interface UserDialogProps {
  onClose: () => void;
  onSaved: (user: UserSummary, message: string) => void;
}

/** An account's form in a dialog: its fields, then the server's refusal, the submit button and Cancel. */
export function UserFormDialog({
  title,
  onClose,
  returnFocusTo,
  onSubmit,
  outcome,
  saving,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal (the dialog closes when it accepts). */
  outcome: Outcome;
  saving: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormActions outcome={outcome} saving={saving} submitLabel={submitLabel}>
          <CancelButton onClick={onClose} />
        </FormActions>
      </form>
    </Modal>
  );
}
