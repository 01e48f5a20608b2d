import type { ReleaseDetailResponse } from '@ohmstead/contracts/ota';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { useOtaApi } from '../api/ota-api';
import { otaWords } from '../ota-words';

const t = otaWords.upload;

/** Starts a roll-out of the release: to the devices chosen from the eligible ones, or to a percentage. */
export function RolloutForm({ detail, onStarted }: { detail: ReleaseDetailResponse; onStarted: () => void }) {
  const api = useOtaApi();
  const [target, setTarget] = useState<'devices' | 'percentage'>('devices');
  const [chosen, setChosen] = useState<number[]>([]);
  const [percentage, setPercentage] = useState('25');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const name = useId();
  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (target === 'devices' && chosen.length === 0)
      return setOutcome({ tone: 'error', message: t.chooseDevices });
    setSending(true);
    const result = await api.rollOut(
      target === 'devices'
        ? { releaseId: detail.release.id, deviceIds: chosen }
        : { releaseId: detail.release.id, percentage: Number(percentage) },
    );
    setSending(false);
    setOutcome(
      result.ok
        ? { tone: 'success', message: result.data.message }
        : { tone: 'error', message: result.message },
    );
    if (result.ok) {
      setChosen([]);
      onStarted();
    }
  };
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void start(event)}>
      <fieldset className="ota-rollout__targets">
        <legend className="visually-hidden">{t.target}</legend>
        <label>
          <input
            type="radio"
            name={name}
            checked={target === 'devices'}
            onChange={() => setTarget('devices')}
          />{' '}
          {t.chosenDevices}
        </label>
        <label>
          <input
            type="radio"
            name={name}
            checked={target === 'percentage'}
            onChange={() => setTarget('percentage')}
          />{' '}
          {t.percentage}
        </label>
      </fieldset>
      {target === 'devices' ? (
        <fieldset className="ota-rollout__devices">
          <legend>{t.chosenDevices}</legend>
          {detail.eligible.map((device) => (
            <label key={device.deviceId}>
              <input
                type="checkbox"
                checked={chosen.includes(device.deviceId)}
                onChange={(e) =>
                  setChosen((current) =>
                    e.target.checked
                      ? [...current, device.deviceId]
                      : current.filter((id) => id !== device.deviceId),
                  )
                }
              />{' '}
              {device.serial} — {device.siteName ?? 'no site'} — {t.current} {device.currentVersion ?? '–'} —{' '}
              {device.online ? 'online' : 'offline'}
            </label>
          ))}
        </fieldset>
      ) : (
        <TextField
          label={t.percentageLabel}
          type="number"
          min={1}
          max={100}
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
        />
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={sending} aria-busy={sending || undefined}>
          {t.start}
        </button>
      </div>
    </form>
  );
}
