import { ROLES } from '@ohmstead/contracts/roles';
import type { UpdateUserRequest } from '@ohmstead/contracts/users';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/form/TextField';
import { usersWords as t } from '../users-words';

/** The role checkboxes: one per role the site knows, any number ticked. */
function RolesField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="users-screen__roles" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{t.roles}</legend>
      <div className="users-screen__role-grid">
        {ROLES.map((role) => (
          <label key={role} className="users-screen__role">
            <input type="checkbox" value={role} {...registration} />
            {role}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type PersonValues = Pick<UpdateUserRequest, 'firstName' | 'lastName' | 'contact' | 'roles'>;

/** An account's names, contact and roles, as both its forms ask for them. */
export function UserPersonFields({
  register,
  errors,
}: {
  register: (name: keyof PersonValues) => UseFormRegisterReturn;
  errors: Partial<Record<keyof PersonValues, { message?: string | undefined }>>;
}) {
  return (
    <>
      <TextField label={t.firstName} required error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={t.lastName} required error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={t.contact} type="tel" error={errors.contact?.message} {...register('contact')} />
      <RolesField registration={register('roles')} error={errors.roles?.message} />
    </>
  );
}
