import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordRequestSchema } from '@ohmstead/contracts/account';
import { TextField } from '@/components/form/TextField';
import { saveSession } from '@/lib/session';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { useScreenReady } from '@/lib/screen-ready';
import { FormActions, type Outcome } from '@/components/admin/FormActions';
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onTouched',
    defaultValues: empty,
  });

  const save = async ({ currentPassword, newPassword }: PasswordForm) => {
    setOutcome(null);
    const result = await changePassword({ currentPassword, newPassword });
    if (!result.ok) {
      setOutcome({ tone: 'error', message: result.message });
      return;
    }
    const { message, ...signIn } = result.data;
    saveSession(signIn);
    reset(empty);
    setOutcome({ tone: 'success', message });
  };

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
          <TextField
            label={t.currentPassword}
            type="password"
            required
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField
            label={t.newPassword}
            type="password"
            required
            autoComplete="new-password"
            hint={t.newPasswordHint}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <TextField
            label={t.confirmPassword}
            type="password"
            required
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <FormActions
            outcome={outcome}
            onDismissOutcome={() => setOutcome(null)}
            saving={isSubmitting}
            submitLabel={t.submit}
          />
        </form>
      </AdminCard>
    </AdminPage>
  );
}
