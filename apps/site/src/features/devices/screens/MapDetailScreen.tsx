import { FAULT_LABELS } from '@ohmstead/contracts/device-link';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '@/components/admin/AdminPage';
import { DeviceStatusBadge } from '@/components/admin/DeviceStatusBadge';
import { PageLoading } from '@/components/PageLoading';
import { usePolling } from '@/lib/use-polling';
import { useDevicesApi } from '../api/devices-api';
import { formatKw, siteKindWords } from '../devices-words';
import { devicePath, WPS_PATH } from '../paths';
import './wps.css';

const SitesMap = lazy(async () => ({ default: (await import('../map/SitesMap')).SitesMap }));

/**
 * One site in full screen (/admin/wps/map-detail?site=ID; header and footer hidden, docs/product.md §3.2): its
 * devices on the offline map where they stand, and beside it each device's live status, asked for again
 * every 10 s. Without a site it is the list of sites to choose from.
 */
export function MapDetailScreen() {
  const [search] = useSearchParams();
  const siteId = Number(search.get('site'));
  const api = useDevicesApi();
  const valid = Number.isInteger(siteId) && siteId > 0;
  const detail = usePolling(
    useCallback(
      () =>
        valid
          ? api.site(siteId)
          : Promise.resolve({ ok: false as const, status: 400, message: 'Choose a site first.' }),
      [api, siteId, valid],
    ),
    valid ? 10_000 : null,
  );
  const points = useMemo(
    () =>
      (detail.data?.devices ?? [])
        .filter((device) => device.latitude !== null && device.longitude !== null)
        .map((device) => ({
          id: device.id,
          name: device.serial,
          latitude: device.latitude!,
          longitude: device.longitude!,
          status: device.status,
          detail: `${device.productName}, ${device.status}`,
        })),
    [detail.data],
  );
  return (
    <div className="map-detail">
      <header className="map-detail__bar">
        <Link to={WPS_PATH} className="admin-button admin-button--secondary admin-button--small">
          Back to Application Engineering
        </Link>
        <h1 className="map-detail__title">{detail.data?.site.name ?? 'Site map'}</h1>
        {detail.data && (
          <p className="map-detail__meta">
            {siteKindWords[detail.data.site.kind]} · {detail.data.site.address} · $
            {detail.data.site.tariffPerKwh.toFixed(2)}/kWh
          </p>
        )}
      </header>
      {!detail.data ? (
        <div className="map-detail__panel">
          <LoadState error={detail.error} onRetry={detail.reload} />
        </div>
      ) : (
        <div className="map-detail__body">
          <Suspense fallback={<PageLoading label="Loading the map…" />}>
            <SitesMap points={points} label={`Map of ${detail.data.site.name}`} className="sites-map--full" />
          </Suspense>
          <section className="map-detail__panel" aria-labelledby="map-detail-devices">
            <h2 id="map-detail-devices">Devices</h2>
            <ul className="wps__devices" aria-live="polite">
              {detail.data.devices.map((device) => (
                <li key={device.id}>
                  <Link to={devicePath(device.id)}>{device.serial}</Link> <span>{device.productName}</span>{' '}
                  <DeviceStatusBadge status={device.status} /> <span>{formatKw(device.powerKw)}</span>
                  {device.faults.length > 0 && (
                    <span className="devices__faults">
                      {' '}
                      {device.faults.map((fault) => FAULT_LABELS[fault]).join(', ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
