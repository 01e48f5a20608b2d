import { changePasswordRequestSchema } from '@ohmstead/contracts/account';
import { z } from 'zod';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { FormActions } from '@/components/admin/FormActions';
import { PasswordField } from '@/components/form/PasswordField';
import { useScreenReady } from '@/lib/screen-ready';
import { saveSession } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { accountWords } from '../account-words';
import { changePassword } from '../api/account-api';

const t = accountWords.password;

/** The contract's request plus the confirmation the form asks for; the contract's rules apply as-is. */
const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ currentPassword, newPassword, confirmPassword }, context) => {
    const request = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!request.success)
      request.error.issues.forEach(({ path, message }) =>
        context.addIssue({ code: 'custom', path, message }),
      );
    if (confirmPassword === '')
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: t.confirmRequired });
    else if (confirmPassword !== newPassword)
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: t.confirmMismatch });
  });
type PasswordForm = z.infer<typeof passwordFormSchema>;

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Update Password (/admin/user-management/update-profile/2, and the EV app's
 * /user-mangement/app-update-password). The server answers a fresh sign-in, stored in place of the
 * old one, because a changed password refuses every token issued before it.
 */
export function UpdatePasswordScreen() {
  useScreenReady();
  const form = useContractForm(passwordFormSchema, empty);

  const submit = ({ currentPassword, newPassword }: PasswordForm) =>
    form.save(
      () => changePassword({ currentPassword, newPassword }),
      ({ message: _shownAsOutcome, ...signIn }) => {
        saveSession(signIn);
        form.reset(empty);
      },
    );

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        <form className="admin-form" noValidate onSubmit={form.submitWith(submit)}>
          <PasswordField
            label={t.currentPassword}
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <PasswordField
            label={t.newPassword}
            autoComplete="new-password"
            hint={t.newPasswordHint}
            {...form.field('newPassword')}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <FormActions {...form.actions} submitLabel={t.submit} />
        </form>
      </AdminCard>
    </AdminPage>
  );
}
