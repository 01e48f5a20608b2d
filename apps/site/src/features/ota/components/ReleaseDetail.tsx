import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { AdminCard, AdminPage, LoadState } from '@/components/admin/AdminPage';
import { formatDateTime, formatFileSize } from '@/lib/date-time';
import { usePolling } from '@/lib/use-polling';
import { useOtaApi } from '../api/ota-api';
import { otaWords } from '../ota-words';
import { UPLOAD_OTA_PATH } from '../paths';
import { RolloutForm } from './RolloutForm';
import { RolloutProgress } from './RolloutProgress';

const t = otaWords.upload;

/** How often a release's roll-outs are asked for again: the devices report their progress as they go. */
const PROGRESS_MS = 2_000;

/** One release: its facts, the form that starts a roll-out, and the roll-outs so far, polled. */
export function ReleaseDetail({ releaseId }: { releaseId: number }) {
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
