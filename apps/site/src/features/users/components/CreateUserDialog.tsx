import { type CreateUserRequest, createUserRequestSchema } from '@ohmstead/contracts/users';
import type { RefObject } from 'react';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { useContractForm } from '@/lib/use-contract-form';
import { useUsersApi } from '../api/users-api';
import { usersWords as t } from '../users-words';
import { type UserDialogProps, UserFormDialog } from './UserFormDialog';
import { UserPersonFields } from './UserPersonFields';

/** A new account: its user name, names, contact, roles and first password. */
export function CreateUserDialog({
  onClose,
  onSaved,
  returnFocusTo,
}: UserDialogProps & { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const api = useUsersApi();
  const form = useContractForm(createUserRequestSchema, {
    userName: '',
    firstName: '',
    lastName: '',
    contact: '',
    roles: [],
    password: '',
  });
  const submit = (values: CreateUserRequest) =>
    form.save(
      () => api.create(values),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <UserFormDialog
      title={t.createTitle}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onSubmit={form.submitWith(submit)}
      outcome={form.outcome}
      saving={form.formState.isSubmitting}
      submitLabel={t.create}
    >
      <TextField
        label={t.userName}
        required
        autoComplete="off"
        autoCapitalize="none"
        {...form.field('userName')}
      />
      <UserPersonFields register={form.register} errors={form.formState.errors} />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        hint={t.passwordHint}
        {...form.field('password')}
      />
    </UserFormDialog>
  );
}
