import { chargerCodeFrom, evMessages } from '@ohmstead/contracts/ev-charging';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FieldError } from '@/components/form/FieldError';
import { FieldHint } from '@/components/form/FieldHint';
import { FormAlert } from '@/components/form/FormAlert';
import { useScreenReady } from '@/lib/screen-ready';
import { useEvApi } from '../api/ev-api';
import { EvScreen } from '../components/EvScreen';
import { QrScanner } from '../components/QrScanner';
import { evWords } from '../ev-words';
import { EV_PATHS, sessionPath } from '../paths';

const t = evWords.scan;

/**
 * Scan QR Code (/admin/app-qr-screen): the camera reads the charge post's QR code, or the driver types the
 * code printed under it; either connects to the charger and goes on to the connecting screen.
 */
export function QrScreen() {
  useScreenReady();
  const api = useEvApi();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const fieldId = useId();

  const connect = async (value: string) => {
    setFailure(null);
    setSending(true);
    const result = await api.connect(value);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    void navigate(sessionPath(EV_PATHS.connecting, result.data.session.id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = chargerCodeFrom(code);
    if (!parsed) return setError(evMessages.codeInvalid);
    setError(null);
    void connect(parsed);
  };

  return (
    <EvScreen title={t.title}>
      <p>{t.intro}</p>
      <QrScanner
        onCode={(scanned) => {
          setFound(scanned);
          void connect(scanned);
        }}
      />
      {found && <p role="status">{t.found(found)}</p>}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <form className="ev-card admin-form" noValidate onSubmit={submit}>
        <h2 className="ev-card__title">{t.typed}</h2>
        <div className="form-field">
          <label htmlFor={fieldId} className="form-field__label">
            {t.code}
          </label>
          <input
            id={fieldId}
            className="form-field__control"
            value={code}
            autoCapitalize="characters"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
            onChange={(event) => setCode(event.target.value)}
          />
          <FieldHint id={`${fieldId}-hint`} hint={t.codeHint} />
          <FieldError id={`${fieldId}-error`} message={error ?? undefined} />
        </div>
        <button
          type="submit"
          className="admin-button ev-button"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? t.connecting : t.connect}
        </button>
      </form>
    </EvScreen>
  );
}
