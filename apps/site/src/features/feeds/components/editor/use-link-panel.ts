import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { applyLink } from './editor-actions';
import { validateLinkUrl } from './link-url';

/** The address being typed, why it was refused, and whether the selection already had a link. */
export interface LinkDraft {
  draft: string;
  error?: string;
  existing: boolean;
}

/**
 * The Link button's panel: opened with the selection's address (if any), the address checked before it
 * is applied, the link removed, or the panel closed with the focus back in the editor.
 */
export function useLinkPanel(editor: Editor | null) {
  const [link, setLink] = useState<LinkDraft | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (link && !link.error) inputRef.current?.focus();
  }, [link]);

  const open = () => {
    if (!editor) return;
    const existing = editor.isActive('link');
    setLink({ draft: existing ? String(editor.getAttributes('link').href ?? '') : '', existing });
  };

  const close = () => {
    setLink(null);
    editor?.commands.focus();
  };

  const confirm = () => {
    if (!link || !editor) return;
    const checked = validateLinkUrl(link.draft);
    if (!checked.ok) {
      setLink({ ...link, error: checked.message });
      inputRef.current?.focus();
      return;
    }
    setLink(null);
    applyLink(editor, checked.href);
  };

  const remove = () => {
    setLink(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const edit = (draft: string) => link && setLink({ ...link, draft, error: undefined });

  return { link, inputRef, open, close, confirm, remove, edit };
}
