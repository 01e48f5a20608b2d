import type { DeviceDetail, DeviceSecretResponse } from '@ohmstead/contracts/devices';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/Modal';
import { formatDateTime } from '@/lib/date-time';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords } from '../devices-words';
import { DecommissionDialog } from './DecommissionDialog';
import { EditDeviceDialog } from './EditDeviceDialog';
import { SecretNotice } from './SecretNotice';

const t = devicesWords;

type Open = 'edit' | 'secret' | 'decommission' | 'recommission' | null;

/**
 * What staff do with a device after registering it (docs/decisions/0032-devices-after-registration.md): edit
 * it, issue it a new secret, decommission it; a decommissioned one says since when and may be
 * recommissioned. A new secret is shown once. `onChanged` reloads the device.
 */
export function DeviceActions({ device, onChanged }: { device: DeviceDetail; onChanged: () => void }) {
  const api = useDevicesApi();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<DeviceSecretResponse | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const close = () => setOpen(null);
  const finished = (message: string) => {
    setOpen(null);
    setFailure(null);
    setDone(message);
    onChanged();
  };
  const withSecret = async (call: () => ReturnType<typeof api.issueSecret>) => {
    const result = await call();
    setOpen(null);
    if (!result.ok) return setFailure(result.message);
    setFailure(null);
    setDone(null);
    setSecret(result.data);
    onChanged();
  };
  const button = (label: string, which: Open, danger = false) => (
    <button
      type="button"
      className={`admin-button ${danger ? 'admin-button--danger' : 'admin-button--secondary'}`}
      onClick={() => setOpen(which)}
    >
      {label}
    </button>
  );
  const confirm = (title: string, text: string, action: string, run: () => void) => (
    <Modal title={title} size="sm" onClose={close}>
      <p>{text}</p>
      <div className="admin-form__actions">
        <button type="button" className="admin-button admin-button--danger" onClick={run}>
          {action}
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={close}>
          {t.cancel}
        </button>
      </div>
    </Modal>
  );

  return (
    <div className="device-actions">
      {device.decommissionedAt && <p>{t.decommissionedOn(formatDateTime(device.decommissionedAt))}</p>}
      {done && (
        <FormAlert tone="success" onClose={() => setDone(null)}>
          {done}
        </FormAlert>
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions" ref={buttons}>
        {device.decommissionedAt ? (
          button(t.recommission, 'recommission')
        ) : (
          <>
            {button(t.edit, 'edit')}
            {button(t.detail.issueSecret, 'secret')}
            {button(t.decommission, 'decommission', true)}
          </>
        )}
      </div>
      {open === 'edit' && <EditDeviceDialog device={device} onClose={close} onSaved={finished} />}
      {open === 'decommission' && <DecommissionDialog device={device} onClose={close} onDone={finished} />}
      {open === 'secret' &&
        confirm(
          t.detail.issueSecret,
          t.detail.issueSecretConfirm,
          t.detail.issueSecret,
          () => void withSecret(() => api.issueSecret(device.id)),
        )}
      {open === 'recommission' &&
        confirm(
          t.recommission,
          t.recommissionText,
          t.recommission,
          () => void withSecret(() => api.recommission(device.id)),
        )}
      {secret && (
        <Modal title={t.secretTitle} onClose={() => setSecret(null)}>
          <SecretNotice answer={secret} onDone={() => setSecret(null)} />
        </Modal>
      )}
    </div>
  );
}
