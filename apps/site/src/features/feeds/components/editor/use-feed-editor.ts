import { useEditor, useEditorState } from '@tiptap/react';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { feedEditorExtensions } from './feed-editor-extensions';
import { toStoredHtml } from './stored-html';
import { formatState, NO_FORMAT } from './toolbar-buttons';

interface FeedEditorOptions {
  /** The description's HTML. Loaded when it differs from what the editor last reported. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's id, its label's id, the ids that describe it, and its validity. */
  area: { id: string; labelId: string; describedIds?: string; error?: string; required?: boolean };
  /** Focuses the editable area (react-hook-form does when the field is invalid on submit). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * The Tiptap editor of a feed's description, kept in step with the form: it reports stored HTML on every
 * change, loads a value that differs from what it last reported, and tells the toolbar its state.
 */
export function useFeedEditor({ value, onChange, onBlur, area, ref }: FeedEditorOptions) {
  const lastEmitted = useRef(value);
  // Tiptap registers its callbacks once: they reach the latest props through this.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  const { id, labelId, describedIds, error, required } = area;
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: 'rich-text__area',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedIds && { 'aria-describedby': describedIds }),
        ...(error && { 'aria-invalid': 'true' }),
        ...(required && { 'aria-required': 'true' }),
      },
    }),
    [id, labelId, describedIds, error, required],
  );

  const editor = useEditor({
    extensions: feedEditorExtensions,
    content: value,
    editorProps,
    // The site's Content-Security-Policy allows no inline styles: the few rules are in RichTextEditor.css.
    injectCSS: false,
    // Typing `# ` or `**` stays text, as it always has in this editor.
    enableInputRules: false,
    enablePasteRules: false,
    onUpdate: ({ editor: current }) => {
      const html = toStoredHtml(current.getHTML());
      lastEmitted.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const format = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? formatState(current) : NO_FORMAT),
  });

  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
    lastEmitted.current = value;
  }, [editor, value]);

  // What react-hook-form focuses when the description is invalid on submit.
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  return { editor, format };
}
