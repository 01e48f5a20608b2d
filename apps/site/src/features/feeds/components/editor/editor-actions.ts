/** The toolbar's actions that are more than one Tiptap command, on any editor (tested headless). */
import type { Editor } from '@tiptap/core';

/** Clear formatting: the selection (with a caret, its whole line) loses its marks and becomes paragraphs. */
export function clearFormatting(editor: Editor) {
  const { empty, $from } = editor.state.selection;
  const chain = editor.chain().focus();
  if (empty) chain.setTextSelection({ from: $from.start(), to: $from.end() });
  chain.unsetAllMarks().clearNodes().run();
}

/** Makes the selection a link; inside a link, changes its address; at a bare caret, inserts the address. */
export function applyLink(editor: Editor, href: string) {
  const { empty } = editor.state.selection;
  if (editor.isActive('link')) {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  } else if (empty) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .unsetMark('link')
      .run();
  } else {
    editor.chain().focus().setLink({ href }).run();
  }
}
