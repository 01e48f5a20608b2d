import { type DeviceSecretResponse, registerDeviceRequestSchema } from '@ohmstead/contracts/devices';
import { type FormEvent, type RefObject, useState } from 'react';
import { LoadState } from '@/components/admin/AdminPage';
import { DialogActions } from '@/components/admin/DialogActions';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { fieldErrors } from '@/lib/field-errors';
import { useLoad } from '@/lib/use-load';
import { useSend } from '@/lib/use-send';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords as t } from '../devices-words';
import { AssignmentFields, type AssignmentValues, toAssignment } from './AssignmentFields';
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
  const products = useLoad(api.products);
  const sites = useLoad(api.sites);
  const people = useLoad(api.assignees);
  const [serial, setSerial] = useState('');
  const [productId, setProductId] = useState('');
  const [assignment, setAssignment] = useState<AssignmentValues>({
    siteId: '',
    ownerId: '',
    installedById: '',
    publicCharging: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, sending, send } = useSend();
  const [registered, setRegistered] = useState<DeviceSecretResponse | null>(null);

  // Only a charge post may be a public charger.
  const charger =
    products.data?.items.find((product) => String(product.id) === productId)?.kind === 'charge-post';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerDeviceRequestSchema.safeParse({
      serial,
      productId: productId || undefined,
      ...toAssignment({ ...assignment, publicCharging: charger && assignment.publicCharging }),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    await send(
      () => api.register(parsed.data),
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

  const productOptions = [
    { value: '', label: '—' },
    ...(products.data?.items ?? []).map((p) => ({ value: String(p.id), label: `${p.name} (${p.code})` })),
  ];
  const loadError = products.error ?? sites.error ?? people.error;
  return (
    <Modal title={t.registerTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
      {!products.data || !sites.data || !people.data ? (
        <LoadState error={loadError} onRetry={() => (products.reload(), sites.reload(), people.reload())} />
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
            options={productOptions}
            value={productId}
            error={errors.productId}
            onChange={(event) => setProductId(event.target.value)}
          />
          <AssignmentFields
            values={assignment}
            onChange={setAssignment}
            errors={errors}
            sites={sites.data.sites}
            assignees={people.data}
            charger={charger}
          />
          <DialogActions failure={failure} sending={sending} submitLabel={t.register} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
