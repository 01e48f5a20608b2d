import { FAULT_LABELS } from '@ohmstead/contracts/device-link';
import { type DeviceDetail, TELEMETRY_RANGES_HOURS, type TelemetryPoint } from '@ohmstead/contracts/devices';
import { can } from '@ohmstead/contracts/roles';
import { useCallback, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { TrendChart } from '@/components/admin/charts/TrendChart';
import { DeviceStatusBadge } from '@/components/admin/DeviceStatusBadge';
import { FigureTable } from '@/components/admin/FigureTable';
import { rolloutPhaseText } from '@/components/admin/rollout-phase-words';
import { FormAlert } from '@/components/form/FormAlert';
import { formatDateTime } from '@/lib/date-time';
import { useSession } from '@/lib/session';
import { usePolling } from '@/lib/use-polling';
import { useDevicesApi } from '../api/devices-api';
import { ChargerQrCode } from '../components/ChargerQrCode';
import { DeviceActions } from '../components/DeviceActions';
import { DeviceEvents } from '../components/DeviceEvents';
import { devicesWords, formatKw } from '../devices-words';
import { DEVICES_PATH } from '../paths';
import './devices.css';

const t = devicesWords.detail;
/** How often the live status is asked for again, and the chart. */
const LIVE_MS = 5_000;
const CHART_MS = 30_000;

const timeLabel = (iso: string, hours: number) =>
  new Date(iso).toLocaleTimeString(
    'en-GB',
    hours > 6
      ? { hour: '2-digit', minute: '2-digit' }
      : { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  );

/**
 * One device (/admin/devices/{id}): its facts, its live status (asked for every few seconds), a telemetry
 * chart over the chosen range (with its table behind "Show as table"), its firmware and updates, and its
 * history. Staff may edit it, issue a new secret, decommission and recommission it (DeviceActions); a charge
 * post shows its QR code for the EV charger app.
 */
export function DeviceDetailScreen({ deviceId }: { deviceId: number }) {
  const api = useDevicesApi();
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  const device = usePolling(
    useCallback(() => api.device(deviceId), [api, deviceId]),
    LIVE_MS,
  );
  // Each change made here (DeviceActions) is a new line of the history: the list is read again.
  const [changes, setChanges] = useState(0);
  const changed = () => {
    device.reload();
    setChanges((count) => count + 1);
  };
  const back = `${DEVICES_PATH}${state?.listSearch ?? ''}`;

  if (!device.data)
    return (
      <AdminPage title={devicesWords.title}>
        <LoadState error={device.error} onRetry={device.reload} />
        <Link to={back}>{devicesWords.back}</Link>
      </AdminPage>
    );
  const d = device.data.device;
  return (
    <AdminPage title={d.serial} intro={`${d.productName}${d.siteName ? ` · ${d.siteName}` : ''}`}>
      <p>
        <Link to={back}>{devicesWords.back}</Link>
      </p>
      {device.error && <FormAlert tone="error">{device.error}</FormAlert>}
      <div className="device-detail">
        <LiveStatus device={d} />
        <Facts device={d} onChanged={changed} />
        <TelemetryCard deviceId={deviceId} charger={d.productKind === 'charge-post'} />
        <FirmwareCard device={d} />
        {d.productKind === 'charge-post' && (
          <AdminCard title={t.qrTitle} intro={t.qrText}>
            <ChargerQrCode serial={d.serial} />
          </AdminCard>
        )}
        <AdminCard title={t.history}>
          <DeviceEvents key={changes} deviceId={deviceId} />
        </AdminCard>
      </div>
    </AdminPage>
  );
}

function LiveStatus({ device }: { device: DeviceDetail }) {
  const latest = device.latest;
  // Live figures only from a device that is connected now (its last point stays in the chart and history).
  const online = device.status !== 'offline' && device.status !== 'decommissioned';
  const figure = (label: string, value: string) => (
    <div className="device-detail__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const fixed = (value: number | null | undefined, unit: string, digits = 1) =>
    value === null || value === undefined ? '–' : `${value.toFixed(digits)} ${unit}`;
  return (
    <AdminCard title={t.live}>
      <p className="device-detail__status" role="status" aria-live="polite">
        <DeviceStatusBadge status={device.status} />{' '}
        {device.lastSeenAt ? (
          <span>
            {t.lastSeen}: <time dateTime={device.lastSeenAt}>{formatDateTime(device.lastSeenAt)}</time>
          </span>
        ) : (
          devicesWords.never
        )}
      </p>
      <p>
        {t.faults}:{' '}
        {device.faults.length > 0 ? device.faults.map((fault) => FAULT_LABELS[fault]).join(', ') : t.noFaults}
      </p>
      <dl className="device-detail__figures">
        {figure(t.power, online ? formatKw(latest?.powerKw ?? null) : '–')}
        {figure(t.temperature, online ? fixed(latest?.temperatureC, '°C') : '–')}
        {figure(t.voltage, online ? fixed(latest?.voltageV, 'V', 0) : '–')}
        {figure(t.current, online ? fixed(latest?.currentA, 'A', 0) : '–')}
        {device.productKind === 'charge-post' && figure(t.soc, online ? fixed(latest?.socPercent, '%') : '–')}
        {figure(t.energy, fixed(latest?.energyKwh, 'kWh', 0))}
      </dl>
    </AdminCard>
  );
}

function Facts({ device, onChanged }: { device: DeviceDetail; onChanged: () => void }) {
  const user = useSession();
  const row = (label: string, value: string | null) => (
    <div className="device-detail__fact">
      <dt>{label}</dt>
      <dd>{value ?? '–'}</dd>
    </div>
  );
  return (
    <AdminCard title={t.facts}>
      <dl className="device-detail__facts">
        {row(t.product, `${device.productName} (${device.productCode}), ${device.ratedPowerKw} kW`)}
        {row(
          t.site,
          device.siteName && `${device.siteName}${device.siteAddress ? `, ${device.siteAddress}` : ''}`,
        )}
        {row(t.installedBy, device.installedBy?.name ?? null)}
        {row(t.owner, device.owner?.name ?? null)}
        {row(t.installedAt, device.installedAt && formatDateTime(device.installedAt))}
        {row(
          t.location,
          device.latitude !== null && device.longitude !== null
            ? `${device.latitude.toFixed(4)}, ${device.longitude.toFixed(4)}`
            : null,
        )}
        {device.productKind === 'charge-post' && row(t.publicCharger, device.publicCharging ? 'Yes' : 'No')}
      </dl>
      {user && can(user.roles, 'ota') ? (
        <DeviceActions device={device} onChanged={onChanged} />
      ) : (
        device.decommissionedAt && (
          <p>{devicesWords.decommissionedOn(formatDateTime(device.decommissionedAt))}</p>
        )
      )}
    </AdminCard>
  );
}

function TelemetryCard({ deviceId, charger }: { deviceId: number; charger: boolean }) {
  const api = useDevicesApi();
  const [hours, setHours] = useState<number>(1);
  const rangeId = useId();
  const telemetry = usePolling(
    useCallback(() => api.telemetry(deviceId, hours), [api, deviceId, hours]),
    CHART_MS,
  );
  const points = telemetry.data?.points ?? [];
  const series = (value: (point: TelemetryPoint) => number | null, key: string) =>
    points.map((point) => ({
      period: timeLabel(point.at, hours),
      values: { [key]: Math.round((value(point) ?? 0) * 10) / 10 },
    }));
  return (
    <AdminCard title={t.chart}>
      <p className="device-detail__range">
        <label htmlFor={rangeId}>{t.range}</label>{' '}
        <select id={rangeId} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {TELEMETRY_RANGES_HOURS.map((option) => (
            <option key={option} value={option}>
              {devicesWords.hours(option)}
            </option>
          ))}
        </select>
      </p>
      {!telemetry.data ? (
        <LoadState error={telemetry.error} onRetry={telemetry.reload} />
      ) : points.length === 0 ? (
        <p>{t.noTelemetry}</p>
      ) : (
        <div className="device-detail__charts">
          <TrendChart
            title={`${t.power} (kW)`}
            points={series((p) => p.powerKw, 'power')}
            series={[{ key: 'power', label: `${t.power} (kW)` }]}
            periodLabel="Time"
          />
          {charger ? (
            <TrendChart
              title={`${t.soc} (%)`}
              points={series((p) => p.socPercent, 'soc')}
              series={[{ key: 'soc', label: `${t.soc} (%)` }]}
              periodLabel="Time"
            />
          ) : (
            <TrendChart
              title={`${t.temperature} (°C)`}
              points={series((p) => p.temperatureC, 'temperature')}
              series={[{ key: 'temperature', label: `${t.temperature} (°C)` }]}
              periodLabel="Time"
            />
          )}
        </div>
      )}
    </AdminCard>
  );
}

function FirmwareCard({ device }: { device: DeviceDetail }) {
  return (
    <AdminCard title={t.firmware}>
      <FigureTable
        className="device-detail__table"
        caption={t.firmware}
        hideCaption
        headers={[t.component, t.version]}
        rows={device.firmware}
        rowKey={(entry) => entry.componentId}
        cells={(entry) => [entry.name, entry.version]}
      />
      <h3 className="device-detail__subheading">{t.updates}</h3>
      {device.updates.length === 0 ? (
        <p>{t.noUpdates}</p>
      ) : (
        <ul className="device-detail__updates">
          {device.updates.map((update) => (
            <li key={update.rolloutId}>
              <strong>
                {update.component} {update.previousVersion ? `${update.previousVersion} → ` : ''}
                {update.version}
              </strong>
              : {rolloutPhaseText(update.phase)}
              {['downloading', 'installing'].includes(update.phase) ? ` ${update.progress}%` : ''}
              {update.message ? ` — ${update.message}` : ''}{' '}
              <time dateTime={update.updatedAt}>({formatDateTime(update.updatedAt)})</time>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}
