import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldError } from '@/components/form/FieldError';
import { TextField } from '@/components/form/TextField';
import { describedBy, useFieldIds } from '@/components/form/field-ids';
import { feedsText } from '../../feeds-text';
import { applyLink, clearFormatting } from './editor-actions';
import { feedEditorExtensions } from './feed-editor-extensions';
import { validateLinkUrl } from './link-url';
import { toStoredHtml } from './stored-html';
import './RichTextEditor.css';
import { SmallButton } from '@/components/admin/SmallButton';

const t = feedsText.editor;

interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading: boolean;
  bulletList: boolean;
  numberedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  bulletList: false,
  numberedList: false,
  link: false,
  canUndo: false,
  canRedo: false,
};

function formatState(editor: Editor): FormatState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    heading: editor.isActive('heading'),
    bulletList: editor.isActive('bulletList'),
    numberedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

interface ToolbarButton {
  name: string;
  glyph: ReactNode;
  /** The toolbar state that shows the button pressed; none for an action that is not a toggle. */
  state?: 'bold' | 'italic' | 'underline' | 'heading' | 'bulletList' | 'numberedList' | 'link';
  /** The state without which the action has nothing to do (announced as unavailable). */
  needs?: 'canUndo' | 'canRedo';
  /** The key with Ctrl (⌘ on a Mac), as the editor's keymap has it. */
  shortcut?: string;
  /** What the button does; none for Link, which opens the address panel. */
  command?: (editor: Editor) => void;
}

const BUTTONS: ToolbarButton[] = [
  {
    name: t.bold,
    glyph: <b>B</b>,
    state: 'bold',
    shortcut: 'B',
    command: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    name: t.italic,
    glyph: <i>I</i>,
    state: 'italic',
    shortcut: 'I',
    command: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: t.underline,
    glyph: <u>U</u>,
    state: 'underline',
    shortcut: 'U',
    command: (editor) => editor.chain().focus().toggleUnderline().run(),
  },
  {
    name: t.heading,
    glyph: 'H',
    state: 'heading',
    command: (editor) =>
      editor.isActive('heading')
        ? editor.chain().focus().setParagraph().run()
        : editor.chain().focus().setHeading({ level: 2 }).run(),
  },
  {
    name: t.bulletList,
    glyph: '•≡',
    state: 'bulletList',
    command: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: t.numberedList,
    glyph: '1≡',
    state: 'numberedList',
    command: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  { name: t.link, glyph: '🔗', state: 'link' },
  { name: t.clear, glyph: 'T̸', command: clearFormatting },
  {
    name: t.undo,
    glyph: '↶',
    needs: 'canUndo',
    shortcut: 'Z',
    command: (editor) => editor.chain().focus().undo().run(),
  },
  {
    name: t.redo,
    glyph: '↷',
    needs: 'canRedo',
    shortcut: 'Shift+Z',
    command: (editor) => editor.chain().focus().redo().run(),
  },
];

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
  const lastEmitted = useRef(value);
  // Tiptap registers its callbacks once: they reach the latest props through this.
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [link, setLink] = useState<{ draft: string; error?: string; existing: boolean } | null>(null);
  const linkInputRef = useRef<HTMLInputElement>(null);

  const describedIds = describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined]);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: ids.id,
        class: 'rich-text__area',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedIds && { 'aria-describedby': describedIds }),
        ...(error && { 'aria-invalid': 'true' }),
        ...(required && { 'aria-required': 'true' }),
      },
    }),
    [ids.id, labelId, describedIds, error, required],
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

  useEffect(() => {
    if (link && !link.error) linkInputRef.current?.focus();
  }, [link]);

  const openLink = () => {
    if (!editor) return;
    const existing = editor.isActive('link');
    setLink({ draft: existing ? String(editor.getAttributes('link').href ?? '') : '', existing });
  };

  const closeLink = () => {
    setLink(null);
    editor?.commands.focus();
  };

  const confirmLink = () => {
    if (!link || !editor) return;
    const checked = validateLinkUrl(link.draft);
    if (!checked.ok) {
      setLink({ ...link, error: checked.message });
      linkInputRef.current?.focus();
      return;
    }
    setLink(null);
    applyLink(editor, checked.href);
  };

  const dropLink = () => {
    setLink(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const press = (button: ToolbarButton) => {
    if (!editor) return;
    if (button.needs && !format[button.needs]) return;
    if (button.command) button.command(editor);
    else openLink();
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: BUTTONS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + BUTTONS.length) % BUTTONS.length;
    setFocusIndex(index);
    buttonRefs.current[index]?.focus();
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
        <div
          role="toolbar"
          aria-label={`${label}: ${t.toolbar}`}
          aria-controls={ids.id}
          className="rich-text__toolbar"
          onKeyDown={onToolbarKeyDown}
        >
          {BUTTONS.map((button, index) => (
            <button
              key={button.name}
              ref={(element) => {
                buttonRefs.current[index] = element;
              }}
              type="button"
              className="rich-text__button"
              aria-label={button.name}
              title={button.shortcut ? `${button.name} (${t.shortcut(button.shortcut)})` : button.name}
              aria-pressed={button.state ? format[button.state] : undefined}
              aria-disabled={button.needs ? !format[button.needs] : undefined}
              aria-keyshortcuts={
                button.shortcut ? `Control+${button.shortcut} Meta+${button.shortcut}` : undefined
              }
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              // A press with the pointer keeps the editor's selection (and its focus).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => press(button)}
            >
              <span aria-hidden="true">{button.glyph}</span>
            </button>
          ))}
        </div>
        {link && (
          <div className="rich-text__link" role="group" aria-label={t.linkPanel}>
            <TextField
              ref={linkInputRef}
              label={t.linkLabel}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={link.draft}
              error={link.error}
              onChange={(event) => setLink({ ...link, draft: event.target.value, error: undefined })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirmLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  event.stopPropagation();
                  closeLink();
                }
              }}
            />
            <div className="rich-text__link-actions">
              <button type="button" className="admin-button admin-button--small" onClick={confirmLink}>
                {t.linkApply}
              </button>
              {link.existing && <SmallButton onClick={dropLink}>{t.linkRemove}</SmallButton>}
              <SmallButton onClick={closeLink}>{t.linkCancel}</SmallButton>
            </div>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
