import {
  type DeviceDetail,
  type SitesResponse,
  updateDeviceRequestSchema,
} from '@ohmstead/contracts/devices';
import type { Product } from '@ohmstead/contracts/ota';
import { type FormEvent, useState } from 'react';
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

/** The device's own location, or '' when it is simply its site's (so a move to another site moves it too). */
function ownLocation(
  device: DeviceDetail,
  sites: SitesResponse['sites'],
): { latitude: string; longitude: string } {
  const site = sites.find((entry) => entry.id === device.siteId);
  if (device.latitude === null || device.longitude === null) return { latitude: '', longitude: '' };
  if (site && site.latitude === device.latitude && site.longitude === device.longitude)
    return { latitude: '', longitude: '' };
  return { latitude: String(device.latitude), longitude: String(device.longitude) };
}

/**
 * Edits a device (staff): its product (a registration's mistake corrected), site, owner, installer,
 * location and, for a charge post, whether it is a public charger. The server checks each
 * (docs/decisions/0032-devices-after-registration.md) and records the
 * change in the device's history.
 */
export function EditDeviceDialog({
  device,
  onClose,
  onSaved,
}: {
  device: DeviceDetail;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const api = useDevicesApi();
  const products = useLoad(api.products);
  const sites = useLoad(api.sites);
  const people = useLoad(api.assignees);
  if (!products.data || !sites.data || !people.data)
    return (
      <Modal title={t.editTitle} onClose={onClose}>
        <LoadState
          error={products.error ?? sites.error ?? people.error}
          onRetry={() => (products.reload(), sites.reload(), people.reload())}
        />
      </Modal>
    );
  return (
    <EditForm
      device={device}
      products={products.data.items}
      sites={sites.data.sites}
      assignees={people.data}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function EditForm({
  device,
  products,
  sites,
  assignees,
  onClose,
  onSaved,
}: {
  device: DeviceDetail;
  products: Product[];
  sites: SitesResponse['sites'];
  assignees: Parameters<typeof AssignmentFields>[0]['assignees'];
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const api = useDevicesApi();
  const [productId, setProductId] = useState(String(device.productId));
  const [assignment, setAssignment] = useState<AssignmentValues>({
    siteId: device.siteId === null ? '' : String(device.siteId),
    ownerId: device.owner ? String(device.owner.id) : '',
    installedById: device.installedBy ? String(device.installedBy.id) : '',
    publicCharging: device.publicCharging,
  });
  const [location, setLocation] = useState(() => ownLocation(device, sites));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, sending, send } = useSend();
  // Only a charge post may be a public charger (the server refuses it for anything else).
  const charger = products.find((product) => String(product.id) === productId)?.kind === 'charge-post';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateDeviceRequestSchema.safeParse({
      productId,
      ...toAssignment({ ...assignment, publicCharging: charger && assignment.publicCharging }),
      ...location,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    await send(
      () => api.update(device.id, parsed.data),
      (answer) => onSaved(answer.message),
    );
  };

  return (
    <Modal title={t.editTitle} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t.product}
          hint={t.productHint}
          options={products.map((product) => ({
            value: String(product.id),
            label: `${product.name} (${product.code})`,
          }))}
          value={productId}
          error={errors.productId}
          onChange={(event) => setProductId(event.target.value)}
        />
        <AssignmentFields
          values={assignment}
          onChange={setAssignment}
          errors={errors}
          sites={sites}
          assignees={assignees}
          charger={charger}
        />
        <fieldset className="device-edit__location">
          <legend>{t.detail.location}</legend>
          <p className="form-field__hint">{t.locationHint}</p>
          <TextField
            label={t.latitude}
            inputMode="decimal"
            autoComplete="off"
            value={location.latitude}
            error={errors.latitude}
            onChange={(event) => setLocation({ ...location, latitude: event.target.value })}
          />
          <TextField
            label={t.longitude}
            inputMode="decimal"
            autoComplete="off"
            value={location.longitude}
            error={errors.longitude}
            onChange={(event) => setLocation({ ...location, longitude: event.target.value })}
          />
        </fieldset>
        <DialogActions failure={failure} sending={sending} submitLabel={t.save} onCancel={onClose} />
      </form>
    </Modal>
  );
}
