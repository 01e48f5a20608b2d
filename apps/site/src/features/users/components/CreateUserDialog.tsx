import { type CreateUserRequest, createUserRequestSchema } from '@ohmstead/contracts/users';
import type { RefObject } from 'react';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    outcome,
    save,
  } = useContractForm(createUserRequestSchema, {
    userName: '',
    firstName: '',
    lastName: '',
    contact: '',
    roles: [],
    password: '',
  });
  const submit = (values: CreateUserRequest) =>
    save(
      () => api.create(values),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <UserFormDialog
      title={t.createTitle}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      outcome={outcome}
      saving={isSubmitting}
      submitLabel={t.create}
    >
      <TextField
        label={t.userName}
        required
        autoComplete="off"
        autoCapitalize="none"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <UserPersonFields register={register} errors={errors} />
      <TextField
        label={t.password}
        type="password"
        required
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
    </UserFormDialog>
  );
}
