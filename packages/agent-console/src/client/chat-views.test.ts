import { describe, expect, it } from 'vitest';
import { CHAT_ADA, CHAT_BORIS, chatWith, message } from '../../testing/sample-data';
import { chatsOfState, orderChats, withMessages } from './chat-views';

const NOW = '2025-05-12T11:00:00.000Z';

describe('the chats as the console lists them', () => {
  it('lists open chats by assignment, oldest first, then closed ones, most recently ended first', () => {
    const early = chatWith(CHAT_ADA, 'Ada', [], { assigned_at: '2025-05-12T09:00:00.000Z' });
    const late = chatWith(CHAT_BORIS, 'Boris', [], { assigned_at: '2025-05-12T10:00:00.000Z' });
    const endedFirst = chatWith('c-1', 'Clara', [], {
      status: 'ended',
      ended_at: '2025-05-12T08:00:00.000Z',
    });
    const endedLast = chatWith('c-2', 'Dev', [], { status: 'ended', ended_at: '2025-05-12T08:30:00.000Z' });
    expect(orderChats([endedFirst, late, endedLast, early]).map((chat) => chat.customer_name)).toEqual([
      'Ada',
      'Boris',
      'Dev',
      'Clara',
    ]);
  });

  it('keeps what the page holds of a chat agent_state lists again, and names the chats that appeared', () => {
    const held = chatWith(CHAT_ADA, 'Ada', [message(CHAT_ADA, 1, 'Hello', true)], { unread: 1 });
    const { chats, appeared } = chatsOfState(
      [held],
      [{ ...held, customer_online: false }, { ...chatWith(CHAT_BORIS, 'Boris', []) }],
      NOW,
    );
    expect(appeared).toEqual([CHAT_BORIS]);
    expect(chats[0]).toMatchObject({ chat_id: CHAT_ADA, customer_online: false, unread: 1 });
    expect(chats[0]?.messages).toHaveLength(1);
    expect(chats[1]).toMatchObject({ chat_id: CHAT_BORIS, messages: [], pending: [], unread: 0 });
  });

  it('keeps a chat that agent_state no longer lists as ended, read-only, after the open ones', () => {
    const gone = chatWith(CHAT_ADA, 'Ada', []);
    const open = chatWith(CHAT_BORIS, 'Boris', [], { assigned_at: '2025-05-12T12:00:00.000Z' });
    const { chats } = chatsOfState([gone], [open], NOW);
    expect(chats.map((chat) => [chat.chat_id, chat.status, chat.ended_at])).toEqual([
      [CHAT_BORIS, 'active', undefined],
      [CHAT_ADA, 'ended', NOW],
    ]);
  });
});

describe('stored messages merged into a chat', () => {
  it('orders them by seq, counts new customer messages as unread when asked, and returns the new ones', () => {
    const chat = chatWith(CHAT_ADA, 'Ada', [message(CHAT_ADA, 2, 'Second', true)]);
    const first = message(CHAT_ADA, 1, 'First', true);
    const reply = message(CHAT_ADA, 3, 'Reply', false);
    const merged = withMessages(chat, [reply, first], true);
    expect(merged.chat.messages.map((item) => item.seq)).toEqual([1, 2, 3]);
    expect(merged.chat.unread).toBe(1);
    expect(merged.added).toEqual([reply, first]);
    expect(withMessages(chat, [first], false).chat.unread).toBe(0);
  });

  it('takes a message that is now stored out of the pending ones', () => {
    const own = message(CHAT_ADA, 1, 'On my way', false);
    const chat = chatWith(CHAT_ADA, 'Ada', [], {
      pending: [{ id: own.id, message: own.message, attachments: [] }],
    });
    expect(withMessages(chat, [own], true).chat.pending).toEqual([]);
  });

  it('returns the same chat when a message comes again', () => {
    const known = message(CHAT_ADA, 1, 'Hello', true);
    const chat = chatWith(CHAT_ADA, 'Ada', [known]);
    const again = withMessages(chat, [chat.messages[0]!], true);
    expect(again.chat).toBe(chat);
    expect(again.added).toEqual([]);
  });
});
