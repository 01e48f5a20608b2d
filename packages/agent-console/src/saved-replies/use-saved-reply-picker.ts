import { fillSavedReply, type SavedReply } from '@ohmstead/contracts/saved-replies';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { matchSavedReplies, slashQuery, useSavedRepliesSource } from './saved-replies-source';
import { savedRepliesWords as t } from './saved-replies-words';
import { savedReplyOptionId } from './SavedReplyList';

/**
 * The composer's saved replies (docs/decisions/0045-saved-replies.md): a message that starts with `/` opens
 * the list, filtered by what follows; arrows choose, Enter inserts the body with its variables filled in,
 * Escape closes it until the slash is gone. The list is loaded each time it opens, so an admin's change is
 * seen without a reload. Without a SavedRepliesProvider nothing opens.
 */
export function useSavedReplyPicker({
  text,
  customerName,
  onInsert,
}: {
  text: string;
  customerName: string;
  onInsert: (text: string) => void;
}) {
  const source = useSavedRepliesSource();
  const listId = useId();
  const [replies, setReplies] = useState<SavedReply[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [choice, setChoice] = useState({ query: '', index: 0 });
  const query = source ? slashQuery(text) : undefined;
  // Escape holds only while the message still asks; a new slash opens the list again.
  if (dismissed && query === undefined) setDismissed(false);
  const open = query !== undefined && !dismissed;

  useEffect(() => {
    if (!open || !source) return;
    let current = true;
    setFailure(null);
    source.load().then(
      (list) => current && setReplies(list),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : t.failed),
    );
    return () => {
      current = false;
    };
  }, [open, source]);

  const matches = open && replies ? matchSavedReplies(replies, query ?? '') : [];
  const index = choice.query === query ? Math.min(choice.index, Math.max(0, matches.length - 1)) : 0;
  const activeReply = matches[index];
  const status = !open
    ? null
    : failure && !replies
      ? failure
      : !replies
        ? t.loading
        : matches.length === 0
          ? t.none
          : null;

  const insert = (reply: SavedReply) => {
    setDismissed(true);
    onInsert(fillSavedReply(reply.body, { customerName, agentName: source?.agentName() ?? '' }));
  };

  /** Takes the message box's key when the list is open; true when it did. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    const move = (step: number) =>
      matches.length > 0 &&
      setChoice({ query: query ?? '', index: (index + step + matches.length) % matches.length });
    if (event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Escape') {
      // The console's dialogs close on Escape too; this one closes only the list.
      event.stopPropagation();
      setDismissed(true);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      // Enter never sends a half-typed "/greet": it inserts, or waits for a match.
      if (activeReply) insert(activeReply);
    } else return false;
    event.preventDefault();
    return true;
  };

  return {
    /** Whether a provider offers saved replies at all. */
    available: source !== null,
    open,
    listId,
    matches: replies && open ? matches : null,
    index,
    status,
    /** What a screen reader is told while the list is open. */
    announcement: open && replies ? t.matches(matches.length) : '',
    textboxProps: source
      ? {
          'aria-autocomplete': 'list' as const,
          'aria-controls': open ? listId : undefined,
          'aria-activedescendant': open && activeReply ? savedReplyOptionId(listId, activeReply) : undefined,
        }
      : {},
    insert,
    onKeyDown,
  };
}
