import { describe, expect, it } from 'vitest';
import { CHAT_ADA, historyBefore, message } from '../../testing/sample-data';
import { transportOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { createArchive } from './archive';

describe('reads on demand', () => {
  it('pages the chat history', async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.answers.chat_history = () => ({ ok: true, total: 0, items: [] });
    await expect(createArchive(transport).history(2, 20)).resolves.toEqual({ total: 0, items: [] });
    expect(socket.emittedOf('chat_history')).toEqual([{ page: 2, pageSize: 20 }]);
  });

  it('reads a transcript in seq order, with its internal notes', async () => {
    const { socket, transport } = transportOnFakeSocket();
    const messages = [message(CHAT_ADA, 2, 'Two', true), message(CHAT_ADA, 1, 'One', true)];
    const note = {
      id: 'n1',
      chat_id: CHAT_ADA,
      author_name: 'Alex',
      text: 'VIP',
      created_at: '2025-05-12T10:00:00.000Z',
    };
    socket.answers.transcript = () => ({ ok: true, messages, notes: [note] });
    const transcript = await createArchive(transport).transcript(CHAT_ADA);
    expect(transcript.messages.map((item) => item.seq)).toEqual([1, 2]);
    expect(transcript.notes).toEqual([note]);
  });

  it("reads a customer's conversation before the request", async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.answers.customer_history = () => ({ ok: true, history: historyBefore(5) });
    await expect(createArchive(transport).customerHistory('sid-1')).resolves.toEqual(historyBefore(5));
    expect(socket.emittedOf('customer_history')).toEqual([{ customer_sid: 'sid-1' }]);
  });

  it("rejects with the service's refusal", async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.answers.transcript = () => ({ ok: false, error: 'Chat not found' });
    await expect(createArchive(transport).transcript(CHAT_ADA)).rejects.toThrow('Chat not found');
  });
});
