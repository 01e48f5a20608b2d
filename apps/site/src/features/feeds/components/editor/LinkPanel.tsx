import { SmallButton } from '@/components/admin/SmallButton';
import { TextField } from '@/components/form/TextField';
import { feedsText } from '../../feeds-words';
import type { useLinkPanel } from './use-link-panel';

const t = feedsText.editor;

/** The address field of the Link button, with Apply, Remove (for an existing link) and Cancel. */
export function LinkPanel({ panel }: { panel: ReturnType<typeof useLinkPanel> }) {
  const { link, inputRef } = panel;
  if (!link) return null;
  return (
    <div className="rich-text__link" role="group" aria-label={t.linkPanel}>
      <TextField
        ref={inputRef}
        label={t.linkLabel}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={link.draft}
        error={link.error}
        onChange={(event) => panel.edit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            panel.confirm();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            panel.close();
          }
        }}
      />
      <div className="rich-text__link-actions">
        <button type="button" className="admin-button admin-button--small" onClick={panel.confirm}>
          {t.linkApply}
        </button>
        {link.existing && <SmallButton onClick={panel.remove}>{t.linkRemove}</SmallButton>}
        <SmallButton onClick={panel.close}>{t.linkCancel}</SmallButton>
      </div>
    </div>
  );
}
