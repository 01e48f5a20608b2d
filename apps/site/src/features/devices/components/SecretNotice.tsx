import type { DeviceSecretResponse } from '@ohmstead/contracts/devices';
import { useId } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { devicesWords as t } from '../devices-words';

/** A device's secret, shown the one time the server hands it out, with what to do with it. */
export function SecretNotice({ answer, onDone }: { answer: DeviceSecretResponse; onDone: () => void }) {
  const id = useId();
  return (
    <div className="device-secret">
      <FormAlert tone="success">{answer.message}</FormAlert>
      <p>{t.secretText}</p>
      <label htmlFor={id} className="form-field__label">
        {t.secretLabel} ({answer.device.serial})
      </label>
      <input
        id={id}
        className="form-field__control device-secret__value"
        readOnly
        value={answer.secret}
        onFocus={(e) => e.target.select()}
      />
      <div className="admin-form__actions">
        <button type="button" className="admin-button" onClick={onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}
