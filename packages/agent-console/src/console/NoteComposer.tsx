/** @jsxImportSource react */
import { type FormEvent, useState } from 'react';
import { consoleTexts } from '../constants';
import { NoteField } from './NoteField';

interface NoteComposerProps {
  onAdd: (text: string) => Promise<void>;
}

/**
 * The internal note's box, folded under the composer so a note is never sent by mistake as a message
 * (docs/decisions/0046-internal-notes.md); a refusal is said beside it.
 */
export function NoteComposer({ onAdd }: NoteComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const canAdd = !adding && text.trim().length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canAdd) return;
    setAdding(true);
    setError(null);
    try {
      await onAdd(text);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setAdding(false);
    }
  }

  return (
    <details className="ac-note-composer">
      <summary>{consoleTexts.addNote}</summary>
      <form className="ac-composer" onSubmit={(event) => void onSubmit(event)}>
        <NoteField label={consoleTexts.noteLabel} rows={2} value={text} onChange={setText} />
        {error && (
          <p className="ac-error" role="alert">
            {error}
          </p>
        )}
        <div className="ac-actions">
          <button type="submit" className="ac-button" disabled={!canAdd} aria-busy={adding}>
            {consoleTexts.saveNote}
          </button>
        </div>
      </form>
    </details>
  );
}
