import type { Rollout } from '@ohmstead/contracts/ota';
import { rolloutPhaseWords } from '@/components/admin/rollout-phase-words';
import { formatDateTime } from '@/lib/date-time';
import { otaWords } from '../ota-words';

const t = otaWords.upload;

/** One roll-out: its target and start, and each device's phase and progress as the device reports it. */
export function RolloutProgress({ rollout }: { rollout: Rollout }) {
  return (
    <section className="ota-rollout" aria-label={`Roll-out of ${rollout.createdAt}`}>
      <h3>
        {rollout.target === 'percentage'
          ? `${rollout.percentage}% of devices`
          : `${rollout.devices.length} chosen devices`}{' '}
        · {formatDateTime(rollout.createdAt)}
        {rollout.createdBy ? ` · ${rollout.createdBy}` : ''}
      </h3>
      <div className="data-table__scroll">
        <table className="ota-table">
          <caption className="visually-hidden">Devices of the roll-out</caption>
          <thead>
            <tr>
              <th scope="col">{t.device}</th>
              <th scope="col">{t.site}</th>
              <th scope="col">{t.progress}</th>
              <th scope="col">{t.current}</th>
            </tr>
          </thead>
          <tbody>
            {rollout.devices.map((device) => (
              <tr key={device.deviceId}>
                <th scope="row">{device.serial}</th>
                <td>{device.siteName ?? '–'}</td>
                <td>
                  <span className={`ota-phase--${device.phase}`}>{rolloutPhaseWords[device.phase]}</span>{' '}
                  {['downloading', 'installing'].includes(device.phase) && (
                    <progress
                      className="ota-progress"
                      max={100}
                      value={device.progress}
                      aria-label={`${device.serial} ${device.phase}`}
                    >
                      {device.progress}%
                    </progress>
                  )}
                  {device.message && <span> — {device.message}</span>}
                  {!device.online && !['succeeded', 'failed', 'rolled-back'].includes(device.phase) && (
                    <span> (waiting for the device)</span>
                  )}
                </td>
                <td>{device.currentVersion ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
