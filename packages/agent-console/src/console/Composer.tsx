/** @jsxImportSource react */
import { LIVE_CHAT_FILE_ACCEPT } from '@ohmstead/contracts/live-chat';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { consoleTexts } from '../constants';
import { savedRepliesWords } from '../saved-replies/saved-replies-words';
import { SavedReplyList } from '../saved-replies/SavedReplyList';
import { useSavedReplyPicker } from '../saved-replies/use-saved-reply-picker';
import { addFiles, checkPickedFiles } from './composer-files';
import { PendingFiles } from './PendingFiles';

interface ComposerProps {
  customerName: string;
  onSend: (text: string, files: File[]) => Promise<void>;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** A key in the box, and leaving it: the customer sees the agent typing (client/typing.ts). */
  onTyping?: () => void;
  onStopTyping?: () => void;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; files up to 100 MB each (docs/product.md §3.5).
 * A `/` at the start opens the saved replies (docs/decisions/0045-saved-replies.md).
 */
export function Composer({ customerName, onSend, textareaRef, onTyping, onStopTyping }: ComposerProps) {
  const [text, setText] = useState('');
  const replies = useSavedReplyPicker({ text, customerName, onInsert: setText });
  const hintId = useId();
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
    if (replies.onKeyDown(event)) return;
    // Enter sends; Shift+Enter (and Enter while an input method composes) types a newline.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  function onPickFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // picking the same file again still fires change
    const { accepted, error: refusal } = checkPickedFiles(picked);
    setError(refusal);
    setFiles((current) => addFiles(current, accepted));
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
        onChange={(event) => {
          setText(event.target.value);
          onTyping?.();
        }}
        onBlur={onStopTyping}
        onKeyDown={onKeyDown}
        aria-describedby={replies.available ? hintId : undefined}
        {...replies.textboxProps}
      />
      {replies.available && (
        <>
          <span id={hintId} className="ac-visually-hidden">
            {savedRepliesWords.hint}
          </span>
          <div className="ac-visually-hidden" aria-live="polite">
            {replies.announcement}
          </div>
        </>
      )}
      {replies.open && (
        <SavedReplyList
          id={replies.listId}
          replies={replies.matches}
          active={replies.index}
          status={replies.status}
          onPick={replies.insert}
        />
      )}
      <PendingFiles
        files={files}
        onRemove={(file) => setFiles((current) => current.filter((other) => other !== file))}
      />
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
