import {
  type DeviceDetail,
  type SitesResponse,
  updateDeviceRequestSchema,
} from '@ohmstead/contracts/devices';
import { type FormEvent, useState } from 'react';
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
import { type DeviceFormLists, isChargePost, productOption, useDeviceFormLists } from './device-form-lists';

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
  const { lists, error, retry } = useDeviceFormLists();
  if (!lists)
    return (
      <Modal title={t.editTitle} onClose={onClose}>
        <LoadState error={error} onRetry={retry} />
      </Modal>
    );
  return <EditForm device={device} lists={lists} onClose={onClose} onSaved={onSaved} />;
}

function EditForm({
  device,
  lists: { products, sites, assignees },
  onClose,
  onSaved,
}: {
  device: DeviceDetail;
  lists: DeviceFormLists;
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
  const { errors, check } = useFieldErrors();
  const { failure, sending, send } = useSend();
  const charger = isChargePost(products, productId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = check(
      updateDeviceRequestSchema.safeParse({
        productId,
        ...toAssignment({ ...assignment, publicCharging: charger && assignment.publicCharging }),
        ...location,
      }),
    );
    if (!body) return;
    await send(
      () => api.update(device.id, body),
      (answer) => onSaved(answer.message),
    );
  };

  return (
    <Modal title={t.editTitle} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <SelectField
          label={t.product}
          hint={t.productHint}
          options={products.map(productOption)}
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
          {(['latitude', 'longitude'] as const).map((axis) => (
            <TextField
              key={axis}
              label={t[axis]}
              inputMode="decimal"
              autoComplete="off"
              value={location[axis]}
              error={errors[axis]}
              onChange={(event) => setLocation({ ...location, [axis]: event.target.value })}
            />
          ))}
        </fieldset>
        <DialogActions failure={failure} sending={sending} submitLabel={t.save} onCancel={onClose} />
      </form>
    </Modal>
  );
}
