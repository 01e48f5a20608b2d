import { type KeyboardEvent, useRef, useState } from 'react';
import { rovingIndex } from '@/components/roving-index';
import { feedsText } from '../../feeds-words';
import { BUTTONS, type FormatState, type ToolbarButton } from './toolbar-buttons';

const t = feedsText.editor;

interface EditorToolbarProps {
  /** The field's label: the toolbar is named after it. */
  label: string;
  /** The id of the editable area the toolbar acts on. */
  controls: string;
  format: FormatState;
  onPress: (button: ToolbarButton) => void;
}

/** The editor's buttons with their pressed states: one tab stop, the buttons reached with the arrow keys. */
export function EditorToolbar({ label, controls, format, onPress }: EditorToolbarProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rovingIndex(event.key, focusIndex, BUTTONS.length);
    if (index === undefined) return;
    event.preventDefault();
    setFocusIndex(index);
    buttonRefs.current[index]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={`${label}: ${t.toolbar}`}
      aria-controls={controls}
      className="rich-text__toolbar"
      onKeyDown={onKeyDown}
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
          onClick={() => onPress(button)}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
}
