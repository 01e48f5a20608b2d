import { decommissionRequestSchema, type DeviceDetail } from '@ohmstead/contracts/devices';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '@/components/admin/DialogActions';
import { TextArea } from '@/components/form/TextArea';
import { Modal } from '@/components/Modal';
import { useSend } from '@/lib/use-send';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords as t } from '../devices-words';

/**
 * Takes a device out of service (staff), after saying what that does; the reason, if given, goes into the
 * device's history. The device can be recommissioned later with a new secret.
 */
export function DecommissionDialog({
  device,
  onClose,
  onDone,
}: {
  device: DeviceDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const api = useDevicesApi();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { failure, sending, send } = useSend();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = decommissionRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    await send(
      () => api.decommission(device.id, parsed.data),
      (answer) => onDone(answer.message),
    );
  };

  return (
    <Modal title={t.decommissionTitle} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>
          <strong>{device.serial}</strong> ({device.productName}). {t.decommissionText}
        </p>
        <TextArea
          label={t.reason}
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <DialogActions
          failure={failure}
          sending={sending}
          submitLabel={t.decommission}
          tone="danger"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
