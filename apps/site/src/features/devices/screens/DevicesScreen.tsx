import { FAULT_LABELS } from '@ohmstead/contracts/device-link';
import { DEVICE_STATUS_LABELS } from '@ohmstead/contracts/devices';
import { DEVICE_STATUSES, deviceListQuerySchema, type DeviceSummary } from '@ohmstead/contracts/devices';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { csvExportProps, listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { DeviceStatusBadge } from '@/components/admin/DeviceStatusBadge';
import { formatDateTime } from '@/lib/date-time';
import { useListQuery } from '@/lib/list-query';
import { useDetailSegment } from '@/lib/use-detail-segment';
import { useListPage } from '@/lib/use-list-page';
import { useLoad } from '@/lib/use-load';
import { DEVICES_LIST_PATH, useDevicesApi } from '../api/devices-api';
import { RegisterDeviceDialog } from '../components/RegisterDeviceDialog';
import { devicesWords as t, formatKw } from '../devices-words';
import { devicePath, DEVICES_PATH } from '../paths';
import './devices.css';

// The detail draws a chart (Recharts): loaded only when a device is opened.
const DeviceDetailScreen = lazy(async () => ({
  default: (await import('./DeviceDetailScreen')).DeviceDetailScreen,
}));

const column = createColumnHelper<DeviceSummary>();
const STATUS_OPTIONS = DEVICE_STATUSES.map((status) => ({
  value: status,
  label: DEVICE_STATUS_LABELS[status],
}));

const columns = [
  column.accessor('serial', {
    id: 'serial',
    header: t.columns.serial,
    meta: { rowHeader: true },
    cell: ({ row: { original } }) => <SerialLink device={original} />,
  }),
  column.accessor('productName', { id: 'product', header: t.columns.product }),
  column.accessor('siteName', { id: 'site', header: t.columns.site, cell: (info) => info.getValue() ?? '–' }),
  column.accessor('status', {
    id: 'status',
    header: t.columns.status,
    cell: ({ row: { original } }) => (
      <span className="devices__status">
        <DeviceStatusBadge status={original.status} />
        {original.faults.length > 0 && (
          <span className="devices__faults">
            {original.faults.map((fault) => FAULT_LABELS[fault]).join(', ')}
          </span>
        )}
      </span>
    ),
  }),
  column.accessor('powerKw', {
    id: 'power',
    header: t.columns.power,
    enableSorting: false,
    cell: (info) => formatKw(info.getValue()),
  }),
  column.accessor('lastSeenAt', {
    id: 'lastSeen',
    header: t.columns.lastSeen,
    cell: (info) => {
      const at = info.getValue();
      return at ? <time dateTime={at}>{formatDateTime(at)}</time> : t.never;
    },
  }),
];

function SerialLink({ device }: { device: DeviceSummary }) {
  const { search } = useLocation();
  return (
    <Link to={devicePath(device.id)} state={{ listSearch: search }}>
      {device.serial}
    </Link>
  );
}

/**
 * Devices (/admin/devices; the dashboard roles of docs/product.md §3.6): the devices this user may see (the server
 * decides: staff all, an Installer those they installed, a Customer or Vendor their own), paged, sorted and
 * filtered on the server with the view in the URL; /admin/devices/{id} is one device, live.
 */
export function DevicesScreen() {
  const id = useDetailSegment(DEVICES_PATH, '\\d+');
  return id ? <DeviceDetailScreen deviceId={Number(id)} /> : <DeviceList />;
}

function DeviceList() {
  const api = useDevicesApi();
  const { query, params, update, apiQuery } = useListQuery(deviceListQuerySchema);
  const list = useListPage(api.list, apiQuery());
  const filter = listFilterProps({ query, update });
  const filters = useLoad(api.filters);
  const [registering, setRegistering] = useState(false);
  const registerRef = useRef<HTMLButtonElement>(null);
  const filtered = Object.keys(params).some((key) => !['page', 'pageSize', 'sort', 'dir'].includes(key));
  const options = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <AdminPage title={t.title} intro={t.intro}>
      <AdminCard>
        {filters.data?.canRegister && (
          <CreateBar label={t.register} onClick={() => setRegistering(true)} buttonRef={registerRef} />
        )}
        <DataTable<DeviceSummary>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={filtered ? t.noMatch : t.none}
          getRowId={(device) => String(device.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.statusFilter}
                anyLabel={t.allStatuses}
                options={STATUS_OPTIONS}
                {...filter.select('status')}
              />
              <SelectFilter
                label={t.productFilter}
                anyLabel={t.allProducts}
                options={options(filters.data?.products)}
                {...filter.select('product')}
              />
              <SelectFilter
                label={t.siteFilter}
                anyLabel={t.allSites}
                options={options(filters.data?.sites)}
                {...filter.select('site')}
              />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <CsvExportButton {...csvExportProps(apiQuery, DEVICES_LIST_PATH, 'devices.csv')} />
            </>
          }
        />
      </AdminCard>
      {registering && (
        <RegisterDeviceDialog
          onClose={() => setRegistering(false)}
          onRegistered={() => list.retry()}
          returnFocusTo={registerRef}
        />
      )}
    </AdminPage>
  );
}
