import {
  type ProfileResponse,
  type UpdateProfileRequest,
  updateProfileRequestSchema,
} from '@ohmstead/contracts/account';
import { Link } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { FormActions } from '@/components/admin/FormActions';
import { TextField } from '@/components/form/TextField';
import { updateSession } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useLoad } from '@/lib/use-load';
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
  const form = useContractForm(updateProfileRequestSchema, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    contact: profile.contact,
  });

  const submit = (values: UpdateProfileRequest) =>
    form.save(
      () => updateProfile(values),
      ({ firstName, lastName, contact }) => {
        // The header greets the user by the stored first name: keep it in step.
        updateSession({ firstName, lastName, contact });
        form.reset({ firstName, lastName, contact });
      },
    );

  return (
    <AdminCard>
      <form className="admin-form" noValidate onSubmit={form.submitWith(submit)}>
        <TextField label={t.userName} value={profile.userName} readOnly autoComplete="username" />
        <TextField label={t.firstName} required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={t.lastName} required autoComplete="family-name" {...form.field('lastName')} />
        <TextField
          label={t.contact}
          type="tel"
          autoComplete="tel"
          hint={t.contactHint}
          {...form.field('contact')}
        />
        <FormActions {...form.actions}>
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
