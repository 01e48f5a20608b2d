/** @jsxImportSource react */
import type { LiveMessage, LiveNote } from '@ohmstead/contracts/live-chat';
import { MessageItem } from './MessageItem';
import { NoteItem } from './NoteItem';

interface TimelineProps {
  messages: readonly LiveMessage[];
  notes: readonly LiveNote[];
  serviceOrigin: string | undefined;
}

/**
 * A chat's messages with the agents' internal notes among them at the time they were written (ISO times
 * compare as strings; docs/decisions/0046-internal-notes.md): list items of the conversation's list.
 */
export function Timeline({ messages, notes, serviceOrigin }: TimelineProps) {
  const items = [
    ...messages.map((message) => ({ at: message.timestamp, message })),
    ...notes.map((note) => ({ at: note.created_at, note })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      {items.map((item) =>
        'note' in item ? (
          <NoteItem key={`note-${item.note.id}`} note={item.note} />
        ) : (
          <MessageItem key={item.message.id} message={item.message} serviceOrigin={serviceOrigin} />
        ),
      )}
    </>
  );
}
