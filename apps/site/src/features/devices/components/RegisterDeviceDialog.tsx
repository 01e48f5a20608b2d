import { useState, type FormEvent, type RefObject } from 'react';
import { registerDeviceRequestSchema, type DeviceSecretResponse } from '@ohmstead/contracts/devices';
import { LoadState } from '@/components/admin/AdminPage';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { Checkbox } from '@/components/form/Checkbox';
import { Modal } from '@/components/Modal';
import { useLoad } from '@/lib/use-load';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords as t } from '../devices-words';
import { SecretNotice } from './SecretNotice';

/**
 * Registers a device (staff): its serial, product and site. The answer carries the device's secret, shown
 * once (SecretNotice) for the installer to enter in the device.
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
  const [serial, setSerial] = useState('');
  const [productId, setProductId] = useState('');
  const [siteId, setSiteId] = useState('');
  const [publicCharging, setPublicCharging] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState<DeviceSecretResponse | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerDeviceRequestSchema.safeParse({
      serial,
      productId: productId || undefined,
      siteId: siteId ? Number(siteId) : null,
      ownerId: null,
      installedById: null,
      publicCharging,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    const result = await api.register(parsed.data);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    setRegistered(result.data);
    onRegistered();
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
  const siteOptions = [
    { value: '', label: t.noSite },
    ...(sites.data?.sites ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const loadError = products.error ?? sites.error;
  return (
    <Modal title={t.registerTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
      {!products.data || !sites.data ? (
        <LoadState error={loadError} onRetry={() => (products.reload(), sites.reload())} />
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
          <SelectField
            label={t.site}
            options={siteOptions}
            value={siteId}
            onChange={(event) => setSiteId(event.target.value)}
          />
          <Checkbox
            label={t.publicCharging}
            checked={publicCharging}
            onChange={(event) => setPublicCharging(event.target.checked)}
          />
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <div className="admin-form__actions">
            <button
              type="submit"
              className="admin-button"
              disabled={sending}
              aria-busy={sending || undefined}
            >
              {t.register}
            </button>
            <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
