import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  updateProfileRequestSchema,
  type ProfileResponse,
  type UpdateProfileRequest,
} from '@ohmstead/contracts/account';
import { TextField } from '@/components/form/TextField';
import { updateSession } from '@/lib/session';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { useLoad } from '@/lib/use-load';
import { FormActions, type Outcome } from '@/components/admin/FormActions';
import { accountWords } from '../account-words';
import { getProfile, updateProfile } from '../api/account-api';

const t = accountWords.profile;

export interface UpdateProfileScreenProps {
  /** The EV app's profile screen links on to its own password screen. */
  passwordPath?: string;
}

/** Update Profile (/admin/user-management/update-profile/1): first name, last name and contact. */
export function UpdateProfileScreen({ passwordPath }: UpdateProfileScreenProps) {
  const { data, error, reload } = useLoad(getProfile);
  return (
    <AdminPage title={t.title} intro={t.intro}>
      {data ? (
        <ProfileForm profile={data} passwordPath={passwordPath} />
      ) : (
        <LoadState error={error} onRetry={reload} />
      )}
    </AdminPage>
  );
}

function ProfileForm({ profile, passwordPath }: { profile: ProfileResponse; passwordPath?: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    mode: 'onTouched',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, contact: profile.contact },
  });

  const save = async (values: UpdateProfileRequest) => {
    setOutcome(null);
    const result = await updateProfile(values);
    if (!result.ok) {
      setOutcome({ tone: 'error', message: result.message });
      return;
    }
    const { firstName, lastName, contact, message } = result.data;
    // The header greets the user by the stored first name: keep it in step.
    updateSession({ firstName, lastName, contact });
    reset({ firstName, lastName, contact });
    setOutcome({ tone: 'success', message });
  };

  return (
    <AdminCard>
      <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <TextField label={t.userName} value={profile.userName} readOnly autoComplete="username" />
        <TextField
          label={t.firstName}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t.lastName}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t.contact}
          type="tel"
          autoComplete="tel"
          hint={t.contactHint}
          error={errors.contact?.message}
          {...register('contact')}
        />
        <FormActions outcome={outcome} onDismissOutcome={() => setOutcome(null)} saving={isSubmitting}>
          {passwordPath && (
            <Link className="admin-button admin-button--secondary" to={passwordPath}>
              {t.changePassword}
            </Link>
          )}
        </FormActions>
      </form>
    </AdminCard>
  );
}
