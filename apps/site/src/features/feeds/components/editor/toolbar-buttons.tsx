import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import { feedsText } from '../../feeds-words';
import { clearFormatting } from './editor-actions';

const t = feedsText.editor;

/** What the toolbar shows pressed or unavailable, read from the editor at each change. */
export interface FormatState {
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

export const NO_FORMAT: FormatState = {
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

export function formatState(editor: Editor): FormatState {
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

export interface ToolbarButton {
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

export const BUTTONS: ToolbarButton[] = [
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
