/** @jsxImportSource react */
import type { LiveMessage, LiveNote, Marks } from '@ohmstead/contracts/live-chat';
import { consoleTexts } from '../constants';
import { MessageItem } from './MessageItem';
import { NoteItem } from './NoteItem';

interface TimelineProps {
  messages: readonly LiveMessage[];
  notes: readonly LiveNote[];
  /** How far the customer has got: the agent's own messages are marked Delivered or Read. */
  marks?: Marks;
  serviceOrigin: string | undefined;
}

/** The mark of one of the agent's own messages (docs/decisions/0050-typing-and-read-marks.md). */
const markOf = (message: LiveMessage, marks: Marks | undefined): string | undefined => {
  if (message.is_customer || !marks) return undefined;
  if (marks.read >= message.seq) return consoleTexts.marks.read;
  return marks.delivered >= message.seq ? consoleTexts.marks.delivered : undefined;
};

/**
 * A chat's messages with the agents' internal notes among them at the time they were written (ISO times
 * compare as strings; docs/decisions/0046-internal-notes.md): list items of the conversation's list.
 */
export function Timeline({ messages, notes, marks, serviceOrigin }: TimelineProps) {
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
          <MessageItem
            key={item.message.id}
            message={item.message}
            mark={markOf(item.message, marks)}
            serviceOrigin={serviceOrigin}
          />
        ),
      )}
    </>
  );
}
