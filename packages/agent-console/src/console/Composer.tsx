/** @jsxImportSource react */
import { chatMessages } from '@ohmstead/contracts/chat';
import { LIVE_CHAT_FILE_ACCEPT, LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { consoleTexts } from '../constants';

interface ComposerProps {
  customerName: string;
  onSend: (text: string, files: File[]) => Promise<void>;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** The message box: Enter sends, Shift+Enter starts a new line; files up to 100 MB each (docs/product.md §3.5). */
export function Composer({ customerName, onSend, textareaRef }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textId = useId();
  const fileId = useId();

  const canSend = !sending && (text.trim().length > 0 || files.length > 0);

  async function submit() {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend(text, files);
      setText('');
      setFiles([]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while an input method composes) types a newline.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onPickFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again still fires change
    const tooLarge = picked.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES);
    setError(tooLarge.length > 0 ? chatMessages.filesTooLarge(tooLarge.map((file) => file.name)) : null);
    const accepted = picked.filter((file) => file.size <= LIVE_CHAT_FILE_MAX_BYTES);
    setFiles((current) => {
      const known = new Set(current.map(fileKey));
      return [...current, ...accepted.filter((file) => !known.has(fileKey(file)))];
    });
  }

  return (
    <form className="ac-composer" onSubmit={onSubmit}>
      <label htmlFor={textId} className="ac-composer-label">
        Message to {customerName}
      </label>
      <textarea
        id={textId}
        ref={textareaRef}
        className="ac-composer-text"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {files.length > 0 && (
        <ul className="ac-pending-files" aria-label="Files to send">
          {files.map((file) => (
            <li key={fileKey(file)}>
              <span>{file.name}</span>
              <button
                type="button"
                className="ac-button ac-button--small"
                onClick={() => setFiles((current) => current.filter((other) => other !== file))}
              >
                Remove {file.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="ac-error" role="alert">
          {error}
        </p>
      )}
      <div className="ac-actions">
        <input
          id={fileId}
          className="ac-visually-hidden"
          type="file"
          multiple
          accept={LIVE_CHAT_FILE_ACCEPT}
          onChange={onPickFiles}
        />
        <label htmlFor={fileId} className="ac-button">
          {consoleTexts.attachFiles}
        </label>
        <button
          type="submit"
          className="ac-button ac-button--primary"
          disabled={!canSend}
          aria-busy={sending}
        >
          {consoleTexts.send}
        </button>
      </div>
    </form>
  );
}
