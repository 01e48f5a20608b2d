import { LIVE_CHAT_FILE_ACCEPT } from '@ohmstead/contracts/live-chat';
import { CloseIcon } from '../ui/close-icon';
import { PaperclipIcon } from './live-icons';
import { liveWidgetMessages } from './live-words';
import { LiveTyping } from './LiveTyping';
import { useLiveStyles } from './use-live-styles';

/**
 * docs/product.md §3.2 "Chat input": the paperclip, only in live-agent mode, and the picked files with their remove
 * buttons. The files are checked (100 MB each) as they are picked and uploaded when the message is sent.
 */
export function ComposerAttachments() {
  const store = useLiveStyles();
  const session = store.live.value;
  if (!session || !store.liveMode.value) return null;
  const files = session.files.value;
  return (
    <>
      <LiveTyping />
      {files.length > 0 && (
        <ul class="cw-files" aria-label={liveWidgetMessages.selectedFiles}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} class="cw-file">
              <span class="cw-file-name">{file.name}</span>
              <button
                type="button"
                class="cw-file-remove"
                aria-label={liveWidgetMessages.removeFile(file.name)}
                onClick={() => session.removeFile(index)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label class="cw-attach" title={liveWidgetMessages.attachFiles}>
        <PaperclipIcon />
        <input
          class="cw-sr-only"
          type="file"
          multiple
          accept={LIVE_CHAT_FILE_ACCEPT}
          aria-label={liveWidgetMessages.attachFiles}
          disabled={store.loading.value}
          onChange={(event) => {
            const input = event.currentTarget;
            session.addFiles([...(input.files ?? [])]);
            // The same file can be picked again after it was removed.
            input.value = '';
          }}
        />
      </label>
    </>
  );
}
