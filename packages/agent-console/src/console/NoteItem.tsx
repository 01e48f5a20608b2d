/** @jsxImportSource react */
import type { LiveNote } from '@ohmstead/contracts/live-chat';
import { consoleTexts } from '../constants';
import { formatMessageTime } from './format-time';

/** An internal note in the conversation: marked as such, plain text (docs/decisions/0046-internal-notes.md). */
export function NoteItem({ note }: { note: LiveNote }) {
  return (
    <li className="ac-message ac-note">
      <p className="ac-message-meta">
        <span className="ac-note-label">{consoleTexts.internalNote}</span>
        <span className="ac-message-sender">{note.author_name}</span>
        <time dateTime={note.created_at}>{formatMessageTime(note.created_at)}</time>
      </p>
      <p className="ac-message-text">{note.text}</p>
    </li>
  );
}
