import { feedMessages } from '@ohmstead/contracts/feeds';
import { useState } from 'react';
import { DocumentIcon, DownloadIcon } from '@/components/icons';
import { Modal } from '@/components/Modal';
import '@/components/feeds/feed.css';
import '@/components/outline-pill.css';
import './PdfActions.css';

interface PdfActionsProps {
  /** The PDF's full address. */
  url: string;
  /** The saved file is named '{heading}.pdf'. */
  heading: string;
}

type Dialog = 'downloadFailed' | 'popupBlocked' | undefined;

/** A file name for '{heading}.pdf': characters that file systems refuse become spaces. */
export const pdfFileName = (heading: string) => {
  const printable = Array.from(heading, (char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const name = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'document'}.pdf`;
};

/**
 * Download and View of a feed's PDF (docs/product.md §2.2, §2.7, §2.8): Download fetches the file and saves it as
 * '{heading}.pdf'; View opens it in a new tab. Each shows a spinner while busy; a failed download and
 * a blocked pop-up each open a dialog.
 */
export function PdfActions({ url, heading }: PdfActionsProps) {
  const [busy, setBusy] = useState<'download' | 'view' | undefined>();
  const [dialog, setDialog] = useState<Dialog>();

  const download = async () => {
    setBusy('download');
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const blob = await response.blob();
      const objectUrl = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = objectUrl;
      link.download = pdfFileName(heading);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
    } catch {
      setDialog('downloadFailed');
    } finally {
      setBusy(undefined);
    }
  };

  const view = () => {
    setBusy('view');
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    else setDialog('popupBlocked');
    setBusy(undefined);
  };

  return (
    <>
      <div className="pdf-actions" role="group" aria-label="PDF">
        <button
          type="button"
          className="outline-pill pdf-actions__button"
          onClick={() => void download()}
          disabled={busy !== undefined}
          aria-busy={busy === 'download'}
        >
          {busy === 'download' ? <span className="feed-spinner" aria-hidden="true" /> : <DownloadIcon />}
          Download<span className="visually-hidden"> PDF</span>
        </button>
        <button
          type="button"
          className="outline-pill pdf-actions__button"
          onClick={view}
          disabled={busy !== undefined}
          aria-busy={busy === 'view'}
        >
          {busy === 'view' ? <span className="feed-spinner" aria-hidden="true" /> : <DocumentIcon />}
          View<span className="visually-hidden"> PDF (opens in a new tab)</span>
        </button>
      </div>
      {dialog && (
        <Modal
          title={
            dialog === 'downloadFailed' ? feedMessages.downloadFailedTitle : feedMessages.popupBlockedTitle
          }
          onClose={() => setDialog(undefined)}
          size="sm"
        >
          <p className="pdf-actions__message">
            {dialog === 'downloadFailed' ? feedMessages.downloadFailed : feedMessages.popupBlocked}
          </p>
          <button type="button" className="button button--primary" onClick={() => setDialog(undefined)}>
            OK
          </button>
        </Modal>
      )}
    </>
  );
}
