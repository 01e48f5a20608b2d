import {
  FORM_FILE_ACCEPT,
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILES_MAX,
} from '@ohmstead/contracts/chat-forms';
import type { TargetedEvent } from 'preact';
import { useRef } from 'preact/hooks';
import type { ChatFormState } from './use-chat-form';

const fileTypesText = [...new Set(Object.values(FORM_FILE_TYPES))].join(', ');
const FILE_HINT = `Optional. Up to ${FORM_FILES_MAX} files, ${FORM_FILE_MAX_BYTES / (1024 * 1024)}MB each: ${fileTypesText}.`;

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The form's optional files (docs/product.md §3.5): a picker, why a file was refused, the list to remove from. */
export function FormAttachments({ form }: { form: ChatFormState }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { files, fileErrors } = form;
  const filesId = form.idOf('files');
  const fileDescription = [`${filesId}-hint`, fileErrors.length > 0 && `${filesId}-errors`].filter(Boolean);

  const onChange = (event: TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Choosing the same file again must fire `change` again.
    input.value = '';
    form.addFiles(chosen);
  };

  return (
    <div class="cw-form-field">
      <label for={filesId} class="cw-form-label">
        Attachments
      </label>
      <input
        ref={fileInput}
        id={filesId}
        class="cw-form-file-input"
        type="file"
        multiple
        accept={FORM_FILE_ACCEPT}
        aria-invalid={fileErrors.length > 0 ? 'true' : undefined}
        aria-describedby={fileDescription.join(' ')}
        onChange={onChange}
      />
      <p id={`${filesId}-hint`} class="cw-form-hint">
        {FILE_HINT}
      </p>
      {fileErrors.length > 0 && (
        <div id={`${filesId}-errors`} role="alert">
          <ul class="cw-form-error cw-form-error-list">
            {fileErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {files.length > 0 && (
        <ul class="cw-form-files" aria-label="Attached files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} class="cw-form-file">
              <span class="cw-form-file-name">{file.name}</span>
              <span class="cw-form-file-size">{formatSize(file.size)}</span>
              <button
                type="button"
                class="cw-form-file-remove"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  form.removeFile(file);
                  fileInput.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
