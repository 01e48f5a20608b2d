import { describe, expect, it } from 'vitest';
import { activeChats } from './active-chats';

const ada = { chatId: 'chat-1', customerKey: 'customer-ada', agentUserId: 7 };

describe('active chats (what typing relays by)', () => {
  it('finds a told chat by its id and by its customer, and forgets it when it ends', () => {
    const chats = activeChats();
    chats.assigned(ada);
    expect(chats.ofChat('chat-1')).toEqual(ada);
    expect(chats.ofCustomer('customer-ada')).toEqual(ada);
    chats.ended(ada);
    expect(chats.ofChat('chat-1')).toBeUndefined();
    expect(chats.ofCustomer('customer-ada')).toBeUndefined();
  });

  it('follows a transfer, and keeps the customer’s next chat when an earlier one ends', () => {
    const chats = activeChats();
    chats.assigned(ada);
    chats.assigned({ ...ada, agentUserId: 9 });
    expect(chats.ofChat('chat-1')?.agentUserId).toBe(9);
    const next = { ...ada, chatId: 'chat-2' };
    chats.assigned(next);
    chats.ended(ada);
    expect(chats.ofCustomer('customer-ada')).toEqual(next);
    expect(chats.ofChat('chat-1')).toBeUndefined();
  });

  it('forgets what it was told once the kept time has passed (another process may have changed it)', async () => {
    const chats = activeChats(5);
    chats.assigned(ada);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(chats.ofChat('chat-1')).toBeUndefined();
    expect(chats.ofCustomer('customer-ada')).toBeUndefined();
  });
});
