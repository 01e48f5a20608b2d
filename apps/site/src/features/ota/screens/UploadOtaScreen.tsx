import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  releaseListQuerySchema,
  uploadFirmwareFieldsSchema,
  type Release,
  type ReleaseDetailResponse,
  type Rollout,
} from '@ohmstead/contracts/ota';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton } from '@/components/admin/data-table/ListFilters';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { Checkbox } from '@/components/form/Checkbox';
import { formatDateTime, formatFileSize } from '@/lib/date-time';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { useLoad } from '@/lib/use-load';
import { usePolling } from '@/lib/use-polling';
import { RELEASES_LIST_PATH, useOtaApi } from '../api/ota-api';
import { otaWords, rolloutPhaseWords } from '../ota-words';
import './ota.css';
import { fieldErrors } from '@/lib/field-errors';

const t = otaWords.upload;
export const UPLOAD_OTA_PATH = '/admin/ota/upload-ota';
const column = createColumnHelper<Release>();

/** A file's SHA-256 in hex, computed in the browser (Web Crypto). */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

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

function UploadAndReleases() {
  const api = useOtaApi();
  const { query, update, apiQuery } = useListQuery(releaseListQuerySchema);
  const list = useListPage(api.releases, apiQuery());
  const [notice, setNotice] = useState<{ message: string; release: Release } | null>(null);
  const columns = [
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
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    column.accessor('installedOn', {
      id: 'installed',
      header: t.columns.installed,
      enableSorting: false,
      cell: (info) => `${info.getValue()} devices`,
    }),
  ];
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
            columns={columns}
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

function UploadForm({ onUploaded }: { onUploaded: (message: string, release: Release) => void }) {
  const api = useOtaApi();
  const components = useLoad(useCallback(() => api.components('pageSize=100&sort=product&dir=asc'), [api]));
  const [values, setValues] = useState({
    componentId: '',
    version: '',
    releaseNotes: '',
    sha256: '',
    allowDowngrade: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const set = (name: keyof typeof values, value: string | boolean) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fields = {
      componentId: values.componentId,
      version: values.version,
      releaseNotes: values.releaseNotes,
      sha256: values.sha256.trim() || (file ? await sha256Of(file) : ''),
      allowDowngrade: String(values.allowDowngrade),
    };
    const parsed = uploadFirmwareFieldsSchema.safeParse(fields);
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (!file) next.file = otaWords.upload.file + ' is required';
    if (!values.componentId) next.componentId = 'Choose a component';
    setErrors(next);
    if (!parsed.success || !file || Object.keys(next).length > 0) return;
    // The fields first, then the file: the server checks the rules before it stores a byte.
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    setSending(true);
    const result = await api.upload(form);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    setValues({
      componentId: values.componentId,
      version: '',
      releaseNotes: '',
      sha256: '',
      allowDowngrade: false,
    });
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
    onUploaded(result.data.message, result.data.release);
  };

  const options = [
    { value: '', label: t.chooseComponent },
    ...(components.data?.items ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.productName} · ${c.name} (latest ${c.latestVersion ?? 'none'})`,
    })),
  ];
  if (!components.data) return <LoadState error={components.error} onRetry={components.reload} />;
  return (
    <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label={t.component}
        required
        options={options}
        value={values.componentId}
        error={errors.componentId}
        onChange={(e) => set('componentId', e.target.value)}
      />
      <TextField
        label={t.version}
        hint={t.versionHint}
        required
        value={values.version}
        error={errors.version}
        onChange={(e) => set('version', e.target.value)}
      />
      <TextArea
        label={t.notes}
        value={values.releaseNotes}
        error={errors.releaseNotes}
        onChange={(e) => set('releaseNotes', e.target.value)}
      />
      <div className="form-field">
        <label htmlFor={fileId} className="form-field__label">
          {t.file}
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept=".ohmfw,.bin,application/octet-stream"
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {errors.file && (
          <p id={`${fileId}-error`} className="form-field__error" role="alert">
            {errors.file}
          </p>
        )}
      </div>
      <TextField
        label={t.sha256}
        hint={t.sha256Hint}
        value={values.sha256}
        error={errors.sha256}
        autoComplete="off"
        onChange={(e) => set('sha256', e.target.value)}
      />
      <Checkbox
        label={t.downgrade}
        checked={values.allowDowngrade}
        onChange={(e) => set('allowDowngrade', e.target.checked)}
      />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions">
        <button type="submit" className="admin-button" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t.uploading : t.submit}
        </button>
      </div>
    </form>
  );
}

/** How often a release's roll-outs are asked for again: the devices report their progress as they go. */
const PROGRESS_MS = 2_000;

function ReleaseDetail({ releaseId }: { releaseId: number }) {
  const api = useOtaApi();
  const detail = usePolling(
    useCallback(() => api.release(releaseId), [api, releaseId]),
    PROGRESS_MS,
  );
  if (!detail.data)
    return (
      <AdminPage title={t.title}>
        <LoadState error={detail.error} onRetry={detail.reload} />
        <Link to={UPLOAD_OTA_PATH}>{t.back}</Link>
      </AdminPage>
    );
  const { release, rollouts } = detail.data;
  return (
    <AdminPage title={`${release.componentName} ${release.version}`} intro={release.productName}>
      <p>
        <Link to={UPLOAD_OTA_PATH}>{t.back}</Link>
      </p>
      <div className="ota-upload">
        <AdminCard>
          <dl className="ota-release__facts">
            <dt>{t.sha}</dt>
            <dd>
              <code>{release.sha256}</code>
            </dd>
            <dt>{t.columns.size}</dt>
            <dd>
              {formatFileSize(release.sizeBytes)} ({release.fileName})
            </dd>
            <dt>{t.columns.uploaded}</dt>
            <dd>
              {formatDateTime(release.createdAt)}
              {release.uploadedBy ? ` by ${release.uploadedBy}` : ''}
              {release.downgrade ? ` · ${t.downgradeRelease}` : ''}
            </dd>
            <dt>{t.notes}</dt>
            <dd className="ota-release__notes">{release.releaseNotes || t.notesNone}</dd>
          </dl>
        </AdminCard>
        <AdminCard title={t.rollOutTitle}>
          <RolloutForm detail={detail.data} onStarted={detail.reload} />
        </AdminCard>
        <AdminCard title={t.rollouts}>
          {rollouts.length === 0 ? (
            <p>{t.noRollouts}</p>
          ) : (
            rollouts.map((rollout) => <RolloutProgress key={rollout.id} rollout={rollout} />)
          )}
        </AdminCard>
      </div>
    </AdminPage>
  );
}

function RolloutForm({ detail, onStarted }: { detail: ReleaseDetailResponse; onStarted: () => void }) {
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

function RolloutProgress({ rollout }: { rollout: Rollout }) {
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
