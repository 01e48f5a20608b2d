/** @jsxImportSource react */
import type { SavedReply } from '@ohmstead/contracts/saved-replies';
import { savedRepliesWords as t } from './saved-replies-words';
import './SavedReplyList.css';

/** The id of a reply's option, for the message box's aria-activedescendant. */
export const savedReplyOptionId = (listId: string, reply: SavedReply) => `${listId}-${reply.id}`;

/**
 * The composer's list of saved replies (docs/decisions/0045-saved-replies.md). Focus stays in the message
 * box, which names the active option (aria-activedescendant) and takes the keys; a click inserts too.
 */
export function SavedReplyList({
  id,
  replies,
  active,
  status,
  onPick,
}: {
  id: string;
  replies: readonly SavedReply[] | null;
  active: number;
  /** Loading, a failure, or nothing matching: shown instead of options. */
  status: string | null;
  onPick: (reply: SavedReply) => void;
}) {
  return (
    <div className="ac-saved-replies">
      <ul id={id} role="listbox" aria-label={t.listLabel} className="ac-saved-replies-list">
        {(replies ?? []).map((reply, index) => (
          <li
            key={reply.id}
            id={savedReplyOptionId(id, reply)}
            role="option"
            aria-selected={index === active}
            className="ac-saved-reply"
            // The message box keeps the focus; mousedown would take it away before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(reply)}
          >
            <span className="ac-saved-reply-title">/{reply.title}</span>
            <span className="ac-saved-reply-body">{reply.body}</span>
          </li>
        ))}
      </ul>
      {status && <p className="ac-saved-replies-status">{status}</p>}
    </div>
  );
}
