import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAINTENANCE_STATUSES,
  type Notification,
  type NotificationsResponse,
  type UpdateMaintenanceRequest,
  updateMaintenanceRequestSchema,
} from '@ohmstead/contracts/maintenance';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { FormActions } from '@/components/admin/FormActions';
import { TextArea } from '@/components/form/TextArea';
import { formatDateTime } from '@/lib/date-time';
import type { Outcome } from '@/lib/outcome';
import { sanitizeHtml } from '@/lib/safe-html';
import { useLoad } from '@/lib/use-load';
import { getNotifications, updateMaintenance } from '../api/maintenance-admin-api';
import { maintenanceAdminWords } from './maintenance-admin-words';
import './MaintenanceScreen.css';

const t = maintenanceAdminWords;

/** Maintenance Management (/admin/maintenance-management): the notice's message and status. */
export function MaintenanceScreen() {
  const { data, error, reload } = useLoad(getNotifications);
  return (
    <AdminPage title={t.title} intro={t.intro}>
      {data ? (
        <MaintenanceForm current={currentNotice(data)} />
      ) : (
        <LoadState error={error} onRetry={reload} />
      )}
    </AdminPage>
  );
}

/** The first notification is the maintenance notice (docs/product.md §3.7). */
const currentNotice = (data: NotificationsResponse): Notification | undefined => data.notifications[0];

function MaintenanceForm({ current }: { current: Notification | undefined }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [updatedAt, setUpdatedAt] = useState(current?.updatedAt);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UpdateMaintenanceRequest>({
    resolver: zodResolver(updateMaintenanceRequestSchema),
    // Whether a message is required depends on the status chosen next to it: check on Save, not on
    // leaving the message field (an error appearing there would also move the status under the pointer).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { message: current?.message ?? '', status: current?.status ?? 'Inactive' },
  });
  const message = useWatch({ control, name: 'message' });
  const preview = useMemo(() => sanitizeHtml(message), [message]);

  const save = async (values: UpdateMaintenanceRequest) => {
    setOutcome(null);
    const result = await updateMaintenance(values);
    if (!result.ok) return setOutcome({ tone: 'error', message: result.message });
    const { notification } = result.data;
    // The form shows what the server stored, after its own sanitising.
    reset({ message: notification.message, status: notification.status });
    setUpdatedAt(notification.updatedAt);
    setOutcome({ tone: 'success', message: result.data.message });
  };

  return (
    <AdminCard>
      <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        {updatedAt && <p className="admin-card__intro">{t.lastChanged(formatDateTime(updatedAt))}</p>}
        <TextArea
          label={t.message}
          rows={5}
          hint={t.messageHint}
          error={errors.message?.message}
          {...register('message')}
        />
        <fieldset className="maintenance-form__status">
          <legend className="form-field__label">{t.status}</legend>
          {MAINTENANCE_STATUSES.map((status) => (
            <label key={status} className="maintenance-form__option">
              <input type="radio" value={status} {...register('status')} />
              {status}
            </label>
          ))}
          {errors.status?.message && (
            <p className="form-field__error" role="alert">
              {errors.status.message}
            </p>
          )}
        </fieldset>
        <section className="maintenance-form__preview" aria-label={t.preview}>
          <h2 className="maintenance-form__preview-title">{t.preview}</h2>
          <p className="admin-card__intro">{t.previewNote}</p>
          {preview.trim() ? (
            <div className="maintenance-form__preview-box" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="maintenance-form__preview-box">{t.previewEmpty}</p>
          )}
        </section>
        <FormActions outcome={outcome} onDismissOutcome={() => setOutcome(null)} saving={isSubmitting} />
      </form>
    </AdminCard>
  );
}
