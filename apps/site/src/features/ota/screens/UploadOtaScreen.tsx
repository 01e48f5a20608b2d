import { type Release, releaseListQuerySchema } from '@ohmstead/contracts/ota';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton } from '@/components/admin/data-table/ListFilters';
import { FormAlert } from '@/components/form/FormAlert';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { RELEASES_LIST_PATH, useOtaApi } from '../api/ota-api';
import { releaseColumns } from '../components/release-columns';
import { ReleaseDetail } from '../components/ReleaseDetail';
import { UploadForm } from '../components/UploadForm';
import { otaWords } from '../ota-words';
import { UPLOAD_OTA_PATH } from '../paths';
import './ota.css';

const t = otaWords.upload;

/**
 * OTA → Upload OTA (/admin/ota/upload-ota): upload a firmware image for a component (the server streams it
 * to disk under its size cap, checks its type, header, hash and version rules) and the releases so far;
 * `?release=ID` is one release with its roll-outs, each device's progress as the devices report it, and
 * the form that starts a roll-out.
 */
export function UploadOtaScreen() {
  const [search] = useSearchParams();
  const release = Number(search.get('release'));
  return Number.isInteger(release) && release > 0 ? (
    <ReleaseDetail releaseId={release} />
  ) : (
    <UploadAndReleases />
  );
}

/** The upload form beside the releases so far; a new release is announced with a link to it. */
function UploadAndReleases() {
  const api = useOtaApi();
  const { query, update, apiQuery } = useListQuery(releaseListQuerySchema);
  const list = useListPage(api.releases, apiQuery());
  const [notice, setNotice] = useState<{ message: string; release: Release } | null>(null);
  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && (
        <FormAlert tone="success" onClose={() => setNotice(null)}>
          {notice.message} <Link to={`${UPLOAD_OTA_PATH}?release=${notice.release.id}`}>{t.open}</Link>
        </FormAlert>
      )}
      <div className="ota-upload">
        <AdminCard title={t.formTitle}>
          <UploadForm
            onUploaded={(message, release) => {
              setNotice({ message, release });
              list.retry();
            }}
          />
        </AdminCard>
        <AdminCard title={t.releases}>
          <DataTable<Release>
            caption={t.releasesCaption}
            columns={releaseColumns}
            {...pagedTableProps(list, query, update)}
            emptyText={t.none}
            getRowId={(release) => String(release.id)}
            toolbar={
              <CsvExportButton
                path={`${RELEASES_LIST_PATH}?${apiQuery({ format: 'csv' })}`}
                fileName="firmware-releases.csv"
              />
            }
          />
        </AdminCard>
      </div>
    </AdminPage>
  );
}
