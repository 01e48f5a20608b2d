import type { Release } from '@ohmstead/contracts/ota';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { formatFileSize } from '@/lib/date-time';
import { otaWords } from '../ota-words';
import { UPLOAD_OTA_PATH } from '../paths';

const t = otaWords.upload;
const column = createColumnHelper<Release>();

/** The releases' table columns: the version links to the release, then component, size, upload, installs. */
export const releaseColumns = [
  column.accessor('version', {
    id: 'version',
    header: t.columns.version,
    meta: { rowHeader: true },
    cell: ({ row: { original } }) => (
      <Link to={`${UPLOAD_OTA_PATH}?release=${original.id}`}>{original.version}</Link>
    ),
  }),
  column.accessor((release) => `${release.productName} · ${release.componentName}`, {
    id: 'component',
    header: t.columns.component,
  }),
  column.accessor('sizeBytes', {
    id: 'size',
    header: t.columns.size,
    enableSorting: false,
    cell: (info) => formatFileSize(info.getValue()),
  }),
  column.accessor('createdAt', {
    id: 'createdAt',
    header: t.columns.uploaded,
    cell: dateTimeCell,
  }),
  column.accessor('installedOn', {
    id: 'installed',
    header: t.columns.installed,
    enableSorting: false,
    cell: (info) => `${info.getValue()} devices`,
  }),
];
