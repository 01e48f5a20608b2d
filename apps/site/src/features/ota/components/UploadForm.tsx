import type { Release } from '@ohmstead/contracts/ota';
import { useCallback } from 'react';
import { LoadState } from '@/components/admin/AdminPage';
import { Checkbox } from '@/components/form/Checkbox';
import { FileField } from '@/components/form/FileField';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextArea } from '@/components/form/TextArea';
import { TextField } from '@/components/form/TextField';
import { useLoad } from '@/lib/use-load';
import { useOtaApi } from '../api/ota-api';
import { useFirmwareUpload } from '../hooks/use-firmware-upload';
import { otaWords } from '../ota-words';

const t = otaWords.upload;

/** A firmware image for a component: version, notes, the file, its SHA-256 (computed when left empty). */
export function UploadForm({ onUploaded }: { onUploaded: (message: string, release: Release) => void }) {
  const api = useOtaApi();
  const components = useLoad(useCallback(() => api.components('pageSize=100&sort=product&dir=asc'), [api]));
  const { values, set, setFile, fileRef, errors, failure, sending, submit } = useFirmwareUpload(onUploaded);

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
      <FileField
        label={t.file}
        error={errors.file}
        accept=".ohmfw,.bin,application/octet-stream"
        inputRef={fileRef}
        onChoose={setFile}
      />
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
