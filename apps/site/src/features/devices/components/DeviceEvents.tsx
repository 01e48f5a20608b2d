import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import type { DeviceEvent } from '@ohmstead/contracts/devices';
import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { useListPage } from '@/lib/use-list-page';
import { useDevicesApi } from '../api/devices-api';
import { devicesWords, severityWords } from '../devices-words';

const column = createColumnHelper<DeviceEvent>();
const columns = [
  column.accessor('at', {
    id: 'at',
    header: 'When',
    cell: dateTimeCell,
  }),
  column.accessor('severity', {
    id: 'severity',
    header: 'Severity',
    enableSorting: false,
    cell: (info) => (
      <span className={`device-event device-event--${info.getValue()}`}>
        {severityWords[info.getValue()]}
      </span>
    ),
  }),
  column.accessor('message', {
    id: 'message',
    header: 'Event',
    enableSorting: false,
    meta: { rowHeader: true },
  }),
];
const SEVERITY_OPTIONS = (['error', 'warning', 'info'] as const).map((value) => ({
  value,
  label: severityWords[value],
}));

/** A device's history, newest first, paged on the server and filtered by severity (its own view, not the URL's). */
export function DeviceEvents({ deviceId }: { deviceId: number }) {
  const api = useDevicesApi();
  const [query, setQuery] = useState({
    page: 1,
    pageSize: 10,
    sort: 'at',
    dir: 'desc' as SortDirection,
    severity: '',
  });
  const text = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
    dir: query.dir,
    ...(query.severity ? { severity: query.severity } : {}),
  }).toString();
  const load = useCallback((apiQuery: string) => api.events(deviceId, apiQuery), [api, deviceId]);
  const list = useListPage(load, text);
  const update = (changes: Record<string, string | number | undefined>) =>
    setQuery((current) => ({ ...current, page: 1, ...changes }) as typeof current);
  return (
    <DataTable<DeviceEvent>
      caption={devicesWords.detail.history}
      columns={columns}
      {...pagedTableProps(list, query, update)}
      emptyText="No events."
      getRowId={(event) => String(event.id)}
      toolbar={
        <SelectFilter
          label={devicesWords.detail.severityFilter}
          value={query.severity}
          anyLabel={devicesWords.detail.allSeverities}
          options={SEVERITY_OPTIONS}
          onChange={(severity) => update({ severity })}
        />
      }
    />
  );
}
