import { type UpdateUserRequest, updateUserRequestSchema, type UserSummary } from '@ohmstead/contracts/users';
import { Checkbox } from '@/components/form/Checkbox';
import { useContractForm } from '@/lib/use-contract-form';
import { useUsersApi } from '../api/users-api';
import { usersWords as t } from '../users-words';
import { type UserDialogProps, UserFormDialog } from './UserFormDialog';
import { UserPersonFields } from './UserPersonFields';

/** An account's names, contact, roles and status, changed. */
export function EditUserDialog({ user, onClose, onSaved }: UserDialogProps & { user: UserSummary }) {
  const api = useUsersApi();
  const form = useContractForm(updateUserRequestSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    contact: user.contact,
    roles: user.roles,
    active: user.active,
  });
  const submit = (values: UpdateUserRequest) =>
    form.save(
      () => api.update(user.id, values),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <UserFormDialog
      title={t.editTitle(user.userName)}
      onClose={onClose}
      onSubmit={form.submitWith(submit)}
      outcome={form.outcome}
      saving={form.formState.isSubmitting}
    >
      <UserPersonFields register={form.register} errors={form.formState.errors} />
      <Checkbox label={t.activeLabel} {...form.field('active')} />
    </UserFormDialog>
  );
}
