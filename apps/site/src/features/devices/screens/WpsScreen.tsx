import type { SiteSummary } from '@ohmstead/contracts/devices';
import { DEVICE_STATUS_LABELS } from '@ohmstead/contracts/devices';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { DeviceStatusBadge } from '@/components/admin/DeviceStatusBadge';
import { FigureTable } from '@/components/admin/FigureTable';
import { SmallButton } from '@/components/admin/SmallButton';
import { PageLoading } from '@/components/PageLoading';
import { usePolling } from '@/lib/use-polling';
import { useDevicesApi } from '../api/devices-api';
import { formatKw } from '../devices-words';
import { siteKindWords } from '../devices-words';
import { devicePath, siteMapPath } from '../paths';
import { statusCounts, worstStatus } from '../sites';
import './wps.css';

// Leaflet and the basemap load only with this screen.
const SitesMap = lazy(async () => ({ default: (await import('../map/SitesMap')).SitesMap }));

export const wpsWords = {
  title: 'Application Engineering',
  intro: 'Every installation site on the map with its devices’ status; choose a site for its devices.',
  mapLabel: 'Map of the installation sites',
  sites: 'Sites',
  site: 'Site',
  kind: 'Kind',
  devices: 'Devices',
  status: 'Status',
  open: 'Open full screen',
  choose: 'Choose a site on the map or in the list to see its devices.',
  noSites: 'No installation sites yet.',
} as const;

/**
 * Application Engineering (/admin/wps; SuperAdmin, Admin, Manager): the sites on an offline map and in a
 * table, their devices counted by status (asked for again every 15 s); a chosen site lists its devices,
 * and opens in full screen at /admin/wps/map-detail.
 */
export function WpsScreen() {
  const api = useDevicesApi();
  const sites = usePolling(api.sites, 15_000);
  const [selected, setSelected] = useState<number | null>(null);
  const points = useMemo(
    () =>
      (sites.data?.sites ?? []).map((site) => ({
        id: site.id,
        name: site.name,
        latitude: site.latitude,
        longitude: site.longitude,
        status: worstStatus(site),
        detail: statusCounts(site, DEVICE_STATUS_LABELS),
      })),
    [sites.data],
  );
  const choose = useCallback((id: number) => setSelected(id), []);
  const current = sites.data?.sites.find((site) => site.id === selected) ?? null;

  return (
    <AdminPage title={wpsWords.title} intro={wpsWords.intro}>
      {!sites.data ? (
        <LoadState error={sites.error} onRetry={sites.reload} />
      ) : (
        <div className="wps">
          <AdminCard>
            <Suspense fallback={<PageLoading label="Loading the map…" />}>
              <SitesMap points={points} label={wpsWords.mapLabel} selected={selected} onSelect={choose} />
            </Suspense>
          </AdminCard>
          <AdminCard title={current ? current.name : wpsWords.sites}>
            {current ? (
              <SiteDevices site={current} onBack={() => setSelected(null)} />
            ) : (
              <p>{wpsWords.choose}</p>
            )}
          </AdminCard>
          <AdminCard title={wpsWords.sites}>
            <SitesTable sites={sites.data.sites} onChoose={choose} />
          </AdminCard>
        </div>
      )}
    </AdminPage>
  );
}

function SitesTable({ sites, onChoose }: { sites: SiteSummary[]; onChoose: (id: number) => void }) {
  if (sites.length === 0) return <p>{wpsWords.noSites}</p>;
  return (
    <div className="data-table__scroll">
      <FigureTable
        className="wps__table"
        caption={wpsWords.sites}
        hideCaption
        headers={[wpsWords.site, wpsWords.kind, wpsWords.devices, wpsWords.status]}
        rows={sites}
        rowKey={(site) => site.id}
        cells={(site) => [
          <>
            <button type="button" className="wps__site" onClick={() => onChoose(site.id)}>
              {site.name}
            </button>
            <span className="wps__address">{site.address}</span>
          </>,
          siteKindWords[site.kind],
          site.devices,
          statusCounts(site, DEVICE_STATUS_LABELS) || '–',
        ]}
      />
    </div>
  );
}

/** The chosen site's devices, asked for again while it is shown. */
function SiteDevices({ site, onBack }: { site: SiteSummary; onBack: () => void }) {
  const api = useDevicesApi();
  const detail = usePolling(
    useCallback(() => api.site(site.id), [api, site.id]),
    10_000,
  );
  return (
    <div>
      <p className="wps__address">
        {siteKindWords[site.kind]} · {site.address}
      </p>
      <p>
        <Link to={siteMapPath(site.id)}>{wpsWords.open}</Link>{' '}
        <SmallButton onClick={onBack}>All sites</SmallButton>
      </p>
      {!detail.data ? (
        <LoadState error={detail.error} onRetry={detail.reload} />
      ) : (
        <ul className="wps__devices">
          {detail.data.devices.map((device) => (
            <li key={device.id}>
              <Link to={devicePath(device.id)}>{device.serial}</Link> <span>{device.productName}</span>{' '}
              <DeviceStatusBadge status={device.status} /> <span>{formatKw(device.powerKw)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
