import { EditorContent } from '@tiptap/react';
import { type ReactNode, type Ref, useId } from 'react';
import { describedBy, useFieldIds } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/FieldError';
import { FieldHint } from '@/components/form/FieldHint';
import { EditorToolbar } from './EditorToolbar';
import { LinkPanel } from './LinkPanel';
import type { ToolbarButton } from './toolbar-buttons';
import { useFeedEditor } from './use-feed-editor';
import { useLinkPanel } from './use-link-panel';
import './RichTextEditor.css';

export interface RichTextEditorProps {
  label: string;
  /** The description's HTML. Loaded when it differs from what the editor last reported. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  /** Focuses the editable area (react-hook-form does when the field is invalid on submit). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * The feed description's editor, on Tiptap (ProseMirror), which holds only what the feed allowlist keeps
 * (feed-editor-extensions.ts): a toolbar (Bold, Italic, Underline, Heading, lists, Link, Clear formatting,
 * Undo, Redo) with pressed states, Ctrl/⌘+B/I/U/Z, paste cut down to the allowlist. The area is a labelled
 * multi-line textbox; the toolbar is one tab stop, its buttons reached with the arrow keys.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
  id,
  ref,
}: RichTextEditorProps) {
  const ids = useFieldIds(id);
  const labelId = useId();
  const describedIds = describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined]);
  const { editor, format } = useFeedEditor({
    value,
    onChange,
    onBlur,
    area: { id: ids.id, labelId, describedIds, error, required },
    ref,
  });
  const linkPanel = useLinkPanel(editor);

  const press = (button: ToolbarButton) => {
    if (!editor) return;
    if (button.needs && !format[button.needs]) return;
    if (button.command) button.command(editor);
    else linkPanel.open();
  };

  return (
    <div className={['form-field', 'rich-text', error && 'form-field--invalid'].filter(Boolean).join(' ')}>
      <span id={labelId} className="form-field__label" onClick={() => editor?.commands.focus()}>
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className="rich-text__frame">
        <EditorToolbar label={label} controls={ids.id} format={format} onPress={press} />
        <LinkPanel panel={linkPanel} />
        <EditorContent editor={editor} />
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
