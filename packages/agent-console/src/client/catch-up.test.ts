import { describe, expect, it } from 'vitest';
import { agentState, CHAT_ADA, CHAT_BORIS, chatWith, message } from '../../testing/sample-data';
import { settle, viewOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { createAgentEvents } from './agent-events';
import { createCatchUp } from './catch-up';
import { createChatDeliveries } from './chat-deliveries';

function setUp(chats = [chatWith(CHAT_ADA, 'Ada', [])]) {
  const { socket, transport, view } = viewOnFakeSocket({ chats });
  const deliveries = createChatDeliveries();
  let chimes = 0;
  const events = createAgentEvents(
    () => (chimes += 1),
    () => true,
  );
  const announced: (string | undefined)[] = [];
  events.on('customer-message', (detail) => announced.push(detail.chatId));
  const catchUp = createCatchUp({ transport, view, deliveries, events });
  const seqs = (chatId = CHAT_ADA) => view.chat(chatId)?.messages.map((item) => item.seq);
  return { socket, view, deliveries, catchUp, announced, seqs, chimes: () => chimes };
}

describe('catching up on what each chat received', () => {
  it("shows a live message in its chat and announces a customer's", () => {
    const { catchUp, view, announced, chimes } = setUp();
    catchUp.receiveLive(message(CHAT_ADA, 1, 'Hello?', true));
    expect(view.chat(CHAT_ADA)?.messages.map((item) => item.message)).toEqual(['Hello?']);
    expect(view.get().unreadTotal).toBe(1);
    expect(announced).toEqual([CHAT_ADA]);
    expect(chimes()).toBe(1);
  });

  it('ignores a live event of another shape', () => {
    const { catchUp, view } = setUp();
    const before = view.get();
    catchUp.receiveLive({ chat_id: CHAT_ADA, seq: 'one' });
    expect(view.get()).toBe(before);
  });

  it('holds back a message after a skipped seq, resumes after the last seq held, then shows both in order', async () => {
    const { socket, catchUp, seqs } = setUp();
    catchUp.receiveLive(message(CHAT_ADA, 1, 'One', true));
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT_ADA, 2, 'Two', true)] });
    catchUp.receiveLive(message(CHAT_ADA, 3, 'Three', true));
    expect(seqs()).toEqual([1]);
    expect(socket.emittedOf('resume')).toEqual([{ chats: [{ chat_id: CHAT_ADA, after_seq: 1 }] }]);
    await settle();
    expect(seqs()).toEqual([1, 2, 3]);
  });

  it('leaves a message of a chat not listed yet to the resume that its appearance starts', async () => {
    const { socket, catchUp, view, seqs } = setUp([]);
    catchUp.receiveLive(message(CHAT_BORIS, 1, 'Quick!', true));
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT_BORIS, 1, 'Quick!', true)] });
    catchUp.seed(view.applyAgentState(agentState({ chats: [chatWith(CHAT_BORIS, 'Boris', [])] })));
    expect(socket.emittedOf('resume')).toEqual([{ chats: [{ chat_id: CHAT_BORIS, after_seq: 0 }] }]);
    await settle();
    expect(seqs(CHAT_BORIS)).toEqual([1]);
    expect(view.get().unreadTotal).toBe(0); // seeded history is not news
  });

  it('after a reconnect, asks each open chat from the last seq it holds and counts what the customer missed', async () => {
    const ended = chatWith(CHAT_BORIS, 'Boris', [], {
      status: 'ended',
      ended_at: '2025-05-12T09:00:00.000Z',
    });
    const { socket, catchUp, view, seqs } = setUp([chatWith(CHAT_ADA, 'Ada', []), ended]);
    catchUp.receiveLive(message(CHAT_ADA, 1, 'One', true));
    view.markRead(CHAT_ADA);
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT_ADA, 2, 'Two', true)] });
    await catchUp.resumeOpenChats();
    expect(socket.emittedOf('resume')).toEqual([{ chats: [{ chat_id: CHAT_ADA, after_seq: 1 }] }]);
    expect(seqs()).toEqual([1, 2]);
    expect(view.get().unreadTotal).toBe(1);
  });

  it("shows the service's refusal of a reconnect's resume", async () => {
    const { socket, catchUp, view } = setUp();
    socket.answers.resume = () => ({ ok: false, error: 'Try again later' });
    await catchUp.resumeOpenChats();
    expect(view.get().error).toBe('Try again later');
  });

  it('asks nothing when no chat appeared', () => {
    const { socket, catchUp } = setUp();
    catchUp.seed([]);
    expect(socket.emittedOf('resume')).toEqual([]);
  });

  it("shows what an own message's ack released once its seq fills the gap", () => {
    const { catchUp, deliveries, seqs, announced } = setUp();
    deliveries.of(CHAT_ADA).queue({ id: 'own-1', message: 'On my way', attachments: [] });
    deliveries.of(CHAT_ADA).due();
    catchUp.receiveLive(message(CHAT_ADA, 2, 'Thanks', true));
    expect(seqs()).toEqual([]);
    catchUp.takeInAcknowledged(CHAT_ADA, deliveries.of(CHAT_ADA).acknowledged('own-1', 1));
    expect(seqs()).toEqual([2]);
    expect(announced).toEqual([CHAT_ADA]);
  });
});
