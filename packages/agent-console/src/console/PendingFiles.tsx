/** @jsxImportSource react */
import { fileKey } from './composer-files';

interface PendingFilesProps {
  files: File[];
  onRemove: (file: File) => void;
}

/** The files the composer will send with the message, each with its remove button. */
export function PendingFiles({ files, onRemove }: PendingFilesProps) {
  if (files.length === 0) return null;
  return (
    <ul className="ac-pending-files" aria-label="Files to send">
      {files.map((file) => (
        <li key={fileKey(file)}>
          <span>{file.name}</span>
          <button type="button" className="ac-button ac-button--small" onClick={() => onRemove(file)}>
            Remove {file.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
