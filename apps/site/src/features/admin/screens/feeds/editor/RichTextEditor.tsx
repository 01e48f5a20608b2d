import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldError } from '../../../../../components/form/FieldError';
import { TextField } from '../../../../../components/form/TextField';
import { describedBy, useFieldIds } from '../../../../../components/form/field-ids';
import { feedsText } from '../feeds-text';
import {
  NO_FORMAT,
  applyLink,
  clearFormatting,
  formatState,
  linkAt,
  removeLink,
  toggleHeading,
  toggleInline,
  toggleList,
  type FormatState,
} from './editor-commands';
import { loadEditorHtml, serializeEditorHtml, validateLinkUrl } from './editor-html';
import './RichTextEditor.css';

const t = feedsText.editor;

type Command = (root: HTMLElement, range: Range) => Range | null;

interface ToolbarButton {
  name: string;
  glyph: ReactNode;
  /** The toolbar state that shows the button pressed; none for an action that is not a toggle. */
  state?: keyof FormatState;
  shortcut?: string;
  command?: Command;
}

const BUTTONS: ToolbarButton[] = [
  {
    name: t.bold,
    glyph: <b>B</b>,
    state: 'bold',
    shortcut: 'B',
    command: (r, s) => toggleInline(r, s, 'strong'),
  },
  {
    name: t.italic,
    glyph: <i>I</i>,
    state: 'italic',
    shortcut: 'I',
    command: (r, s) => toggleInline(r, s, 'em'),
  },
  {
    name: t.underline,
    glyph: <u>U</u>,
    state: 'underline',
    shortcut: 'U',
    command: (r, s) => toggleInline(r, s, 'u'),
  },
  { name: t.heading, glyph: 'H', state: 'heading', command: toggleHeading },
  { name: t.bulletList, glyph: '•≡', state: 'bulletList', command: (r, s) => toggleList(r, s, 'ul') },
  { name: t.numberedList, glyph: '1≡', state: 'numberedList', command: (r, s) => toggleList(r, s, 'ol') },
  { name: t.link, glyph: '🔗', state: 'link' },
  { name: t.clear, glyph: 'T̸', command: clearFormatting },
];

const SHORTCUTS: Record<string, Command> = {
  b: (r, s) => toggleInline(r, s, 'strong'),
  i: (r, s) => toggleInline(r, s, 'em'),
  u: (r, s) => toggleInline(r, s, 'u'),
};

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
  /** The editable area (react-hook-form focuses it when the field is invalid on submit). */
  ref?: Ref<HTMLDivElement>;
}

const sameState = (a: FormatState, b: FormatState) =>
  (Object.keys(a) as (keyof FormatState)[]).every((key) => a[key] === b[key]);

/** A range still inside `root` with both ends in place, or null. */
function usable(range: Range | null, root: HTMLElement): Range | null {
  if (!range) return null;
  const fits = (node: Node, offset: number) =>
    root.contains(node) &&
    offset <= (node.nodeType === Node.TEXT_NODE ? (node as Text).length : node.childNodes.length);
  return fits(range.startContainer, range.startOffset) && fits(range.endContainer, range.endOffset)
    ? range
    : null;
}

/**
 * A small rich-text editor on `contenteditable`, offline and dependency-free: a toolbar (Bold,
 * Italic, Underline, Heading, lists, Link, Clear formatting) with pressed states, Ctrl/⌘+B/I/U, plain
 * text paste, and HTML limited to what the server keeps. The area is a labelled multi-line textbox;
 * the toolbar is one tab stop, its buttons reached with the arrow keys.
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
  const rootRef = useRef<HTMLDivElement | null>(null);
  const lastRange = useRef<Range | null>(null);
  const lastEmitted = useRef<string | null>(null);
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [link, setLink] = useState<{ range: Range; draft: string; error?: string; existing: boolean } | null>(
    null,
  );
  const linkInputRef = useRef<HTMLInputElement>(null);

  const setRoot = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || value === lastEmitted.current) return;
    loadEditorHtml(root, value);
    lastEmitted.current = value;
    lastRange.current = null;
  }, [value]);

  /** Remembers the selection while it is in the editor, and shows its formats on the toolbar. */
  const trackSelection = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const selection = root.ownerDocument.getSelection();
    if (selection?.rangeCount) {
      const range = selection.getRangeAt(0);
      if (root.contains(range.commonAncestorContainer)) lastRange.current = range.cloneRange();
    }
    const next = formatState(root, usable(lastRange.current, root));
    setFormat((current) => (sameState(current, next) ? current : next));
  }, []);

  useEffect(() => {
    document.addEventListener('selectionchange', trackSelection);
    return () => document.removeEventListener('selectionchange', trackSelection);
  }, [trackSelection]);

  const emit = () => {
    const root = rootRef.current;
    if (!root) return;
    const html = serializeEditorHtml(root);
    lastEmitted.current = html;
    onChange(html);
  };

  /** The selection to work on: the live one in the editor, the last one it had, or the end of the text. */
  const workingRange = (root: HTMLElement): Range => {
    const remembered = usable(lastRange.current, root);
    if (remembered) return remembered.cloneRange();
    const end = root.ownerDocument.createRange();
    const last = root.lastChild ?? root;
    end.selectNodeContents(last);
    end.collapse(false);
    return end;
  };

  const select = (range: Range | null) => {
    const root = rootRef.current;
    if (!root) return;
    root.focus({ preventScroll: true });
    if (!range) return;
    const selection = root.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    lastRange.current = range.cloneRange();
  };

  const run = (command: Command) => {
    const root = rootRef.current;
    if (!root) return;
    trackSelection();
    const next = command(root, workingRange(root));
    select(next);
    emit();
    trackSelection();
  };

  const openLink = () => {
    const root = rootRef.current;
    if (!root) return;
    trackSelection();
    const range = workingRange(root);
    const existing = linkAt(root, range);
    setLink({ range, draft: existing?.getAttribute('href') ?? '', existing: existing !== null });
  };

  useEffect(() => {
    if (link && !link.error) linkInputRef.current?.focus();
  }, [link]);

  const closeLink = (range: Range | null) => {
    setLink(null);
    select(range);
  };

  const confirmLink = () => {
    if (!link) return;
    const checked = validateLinkUrl(link.draft);
    if (!checked.ok) {
      setLink({ ...link, error: checked.message });
      linkInputRef.current?.focus();
      return;
    }
    const range = link.range;
    setLink(null);
    run((root) => applyLink(root, usable(range, root) ?? workingRange(root), checked.href));
  };

  const dropLink = () => {
    if (!link) return;
    const range = link.range;
    setLink(null);
    run((root) => removeLink(root, usable(range, root) ?? workingRange(root)));
  };

  const press = (button: ToolbarButton) => {
    if (button.command) run(button.command);
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = SHORTCUTS[event.key.toLowerCase()];
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && command) {
      event.preventDefault();
      run(command);
    }
  };

  const onInput = () => {
    const root = rootRef.current;
    if (!root) return;
    // Everything deleted: back to one empty paragraph, so typing goes into a paragraph.
    if (!root.firstElementChild || (root.childNodes.length === 1 && root.firstChild?.nodeName === 'BR')) {
      loadEditorHtml(root, '');
      const caret = root.ownerDocument.createRange();
      caret.setStart(root.firstChild ?? root, 0);
      select(caret);
    }
    emit();
  };

  /** Paste keeps the text only: no styles, classes or scripts from other pages. */
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const root = rootRef.current;
    if (!root) return;
    trackSelection();
    const text = event.clipboardData.getData('text/plain');
    if (!text) return;
    const doc = root.ownerDocument;
    const range = workingRange(root);
    range.deleteContents();
    const fragment = doc.createDocumentFragment();
    text.split(/\r\n|\r|\n/).forEach((line, index) => {
      if (index) fragment.appendChild(doc.createElement('br'));
      if (line) fragment.appendChild(doc.createTextNode(line));
    });
    const last = fragment.lastChild;
    range.insertNode(fragment);
    if (last) {
      range.setStartAfter(last);
      range.collapse(true);
    }
    select(range);
    emit();
  };

  const onFocus = () => {
    // Enter starts a paragraph, not a <div>, where the browser supports choosing (the output is
    // cleaned either way).
    if (typeof document.execCommand === 'function')
      document.execCommand('defaultParagraphSeparator', false, 'p');
  };

  return (
    <div className={['form-field', 'rich-text', error && 'form-field--invalid'].filter(Boolean).join(' ')}>
      <span id={labelId} className="form-field__label" onClick={() => rootRef.current?.focus()}>
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
                  closeLink(link.range);
                }
              }}
            />
            <div className="rich-text__link-actions">
              <button type="button" className="admin-button admin-button--small" onClick={confirmLink}>
                {t.linkApply}
              </button>
              {link.existing && (
                <button
                  type="button"
                  className="admin-button admin-button--secondary admin-button--small"
                  onClick={dropLink}
                >
                  {t.linkRemove}
                </button>
              )}
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                onClick={() => closeLink(link.range)}
              >
                {t.linkCancel}
              </button>
            </div>
          </div>
        )}
        <div
          ref={setRoot}
          id={ids.id}
          className="rich-text__area"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined])}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={onInput}
          onKeyDown={onKeyDown}
          onKeyUp={trackSelection}
          onMouseUp={trackSelection}
          onFocus={onFocus}
          onBlur={onBlur}
          onPaste={onPaste}
          onDrop={(event) => event.preventDefault()}
        />
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
