import { type DeviceSecretResponse, registerDeviceRequestSchema } from '@ohmstead/contracts/devices';
import { type FormEvent, type RefObject, useState } from 'react';
import { LoadState } from '@/components/admin/AdminPage';
import { DialogActions } from '@/components/admin/DialogActions';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSend } from '@/lib/use-send';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords as t } from '../devices-words';
import { AssignmentFields, type AssignmentValues, toAssignment } from './AssignmentFields';
import { isChargePost, productOption, useDeviceFormLists } from './device-form-lists';
import { SecretNotice } from './SecretNotice';

/**
 * Registers a device (staff): its serial, product, site, owner and installer. The answer carries the
 * device's secret, shown once (SecretNotice) for the installer to enter in the device.
 */
export function RegisterDeviceDialog({
  onClose,
  onRegistered,
  returnFocusTo,
}: {
  onClose: () => void;
  onRegistered: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const api = useDevicesApi();
  const { lists, error, retry } = useDeviceFormLists();
  const [serial, setSerial] = useState('');
  const [productId, setProductId] = useState('');
  const [assignment, setAssignment] = useState<AssignmentValues>({
    siteId: '',
    ownerId: '',
    installedById: '',
    publicCharging: false,
  });
  const { errors, check } = useFieldErrors();
  const { failure, sending, send } = useSend();
  const [registered, setRegistered] = useState<DeviceSecretResponse | null>(null);

  const charger = isChargePost(lists?.products ?? [], productId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(
      registerDeviceRequestSchema.safeParse({
        serial,
        productId: productId || undefined,
        ...toAssignment({ ...assignment, publicCharging: charger && assignment.publicCharging }),
      }),
    );
    if (!body) return;
    await send(
      () => api.register(body),
      (answer) => {
        setRegistered(answer);
        onRegistered();
      },
    );
  };

  if (registered)
    return (
      <Modal title={t.secretTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
        <SecretNotice answer={registered} onDone={onClose} />
      </Modal>
    );

  return (
    <Modal title={t.registerTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
      {!lists ? (
        <LoadState error={error} onRetry={retry} />
      ) : (
        <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t.serial}
            hint={t.serialHint}
            required
            autoComplete="off"
            autoCapitalize="characters"
            value={serial}
            error={errors.serial}
            onChange={(event) => setSerial(event.target.value)}
          />
          <SelectField
            label={t.product}
            required
            options={[{ value: '', label: '—' }, ...lists.products.map(productOption)]}
            value={productId}
            error={errors.productId}
            onChange={(event) => setProductId(event.target.value)}
          />
          <AssignmentFields
            values={assignment}
            onChange={setAssignment}
            errors={errors}
            sites={lists.sites}
            assignees={lists.assignees}
            charger={charger}
          />
          <DialogActions failure={failure} sending={sending} submitLabel={t.register} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
