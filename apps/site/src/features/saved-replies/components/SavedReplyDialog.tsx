import {
  SAVED_REPLY_BODY_MAX,
  SAVED_REPLY_TITLE_MAX,
  type SavedReply,
  savedReplyRequestSchema,
  type SavedReplyResponse,
} from '@ohmstead/contracts/saved-replies';
import { type FormEvent, type RefObject, useState } from 'react';
import { DialogActions } from '@/components/admin/DialogActions';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSend } from '@/lib/use-send';
import { useSavedRepliesApi } from '../api/saved-replies-api';
import { savedRepliesWords as t } from '../saved-replies-words';

/**
 * Adding or editing a saved reply: its title and text, checked with the contracts' schema before they are
 * sent, and the server's reason shown when it refuses.
 */
export function SavedReplyDialog({
  editing,
  onClose,
  onSaved,
  returnFocusTo,
}: {
  /** The reply being edited; none for a new one. */
  editing?: SavedReply;
  onClose: () => void;
  onSaved: (saved: SavedReplyResponse) => void;
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
}) {
  const api = useSavedRepliesApi();
  const [values, setValues] = useState({ title: editing?.title ?? '', body: editing?.body ?? '' });
  const { errors, check } = useFieldErrors();
  const { failure, sending, send } = useSend();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(savedReplyRequestSchema.safeParse(values));
    if (body) await send(() => (editing ? api.update(editing.id, body) : api.create(body)), onSaved);
  };
  return (
    <Modal
      title={editing ? t.editTitle(editing.title) : t.createTitle}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t.titleLabel}
          required
          autoComplete="off"
          maxLength={SAVED_REPLY_TITLE_MAX}
          hint={t.titleHint}
          error={errors.title}
          value={values.title}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
        />
        <TextArea
          label={t.bodyLabel}
          required
          rows={6}
          maxLength={SAVED_REPLY_BODY_MAX}
          hint={t.bodyHint}
          error={errors.body}
          value={values.body}
          onChange={(event) => setValues((current) => ({ ...current, body: event.target.value }))}
        />
        <DialogActions
          failure={failure}
          sending={sending}
          submitLabel={editing ? t.save : t.create}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
