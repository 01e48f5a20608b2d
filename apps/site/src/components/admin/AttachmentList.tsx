import type { Attachment } from '@ohmstead/contracts/inquiries';
import { useState } from 'react';
import type { ApiResult } from '@/lib/api';
import { formatFileSize } from '@/lib/date-time';
import { saveBlob } from '@/lib/save-blob';
import { FormAlert } from '../form/FormAlert';
import './AttachmentList.css';

export interface AttachmentListProps {
  attachments: Attachment[];
  /** Fetches one file with the signed-in user's token. */
  download: (attachment: Attachment) => Promise<ApiResult<Blob>>;
  words: {
    none: string;
    download: (name: string) => string;
    downloadFailed: (reason: string) => string;
  };
}

/** The files of an enquiry or ticket, each a download with the signed-in user's token (never a link to open). */
export function AttachmentList({ attachments, download, words }: AttachmentListProps) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (attachments.length === 0) return <p className="attachment-list__none">{words.none}</p>;

  const save = async (attachment: Attachment) => {
    setError(null);
    setBusy(attachment.id);
    const result = await download(attachment);
    setBusy(null);
    if (result.ok) saveBlob(result.data, attachment.fileName);
    else setError(words.downloadFailed(result.message));
  };

  return (
    <>
      {error && (
        <FormAlert tone="error" onClose={() => setError(null)}>
          {error}
        </FormAlert>
      )}
      <ul className="attachment-list">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="attachment-list__item">
            <span className="attachment-list__name">
              {attachment.fileName}{' '}
              <span className="attachment-list__size">({formatFileSize(attachment.size)})</span>
            </span>
            <button
              type="button"
              className="admin-button admin-button--secondary admin-button--small"
              aria-label={words.download(attachment.fileName)}
              disabled={busy === attachment.id}
              aria-busy={busy === attachment.id || undefined}
              onClick={() => void save(attachment)}
            >
              Download
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
