import { chatMessages } from '@ohmstead/contracts/chat';
import {
  ATTACHMENTS_PER_MESSAGE_MAX,
  CLIENT_MESSAGE_ID_PATTERN,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_MESSAGE_MAX,
  type LiveAttachment,
  liveChatMessages,
} from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import { CHAT_ADA, chatWith, message } from '../../testing/sample-data';
import { settle, viewOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { consoleTexts } from '../constants';
import { createAgentEvents } from './agent-events';
import { createCatchUp } from './catch-up';
import { createChatDeliveries } from './chat-deliveries';
import { createOutbox } from './outbox';

type Sent = { chat_id: string; id: string; message: string; attachments: LiveAttachment[] };

function setUp(chat = chatWith(CHAT_ADA, 'Ada', [])) {
  const { socket, transport, view } = viewOnFakeSocket({ agent_name: 'Grace', chats: [chat] });
  const deliveries = createChatDeliveries();
  const events = createAgentEvents(
    () => {},
    () => false,
  );
  const catchUp = createCatchUp({ transport, view, deliveries, events });
  const uploaded: string[] = [];
  const upload = async (_chatId: string, file: File): Promise<LiveAttachment> => {
    if (file.name === 'broken.png') throw new Error(chatMessages.fileUploadFailed);
    uploaded.push(file.name);
    return { name: file.name, url: `/uploads/${file.name}`, size: file.size };
  };
  const outbox = createOutbox({ transport, view, deliveries, catchUp, upload });
  const sent = () => socket.emittedOf('send_message') as Sent[];
  const chatNow = () => view.chat(CHAT_ADA)!;
  return { socket, view, deliveries, outbox, uploaded, sent, chatNow };
}

const fileOf = (name: string, size = 10) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the outbox', () => {
  it('sends with a client id and keeps the message pending until acknowledged, then stores it', async () => {
    const { outbox, sent, chatNow } = setUp();
    await outbox.send(CHAT_ADA, 'On my way');
    expect(sent()).toHaveLength(1);
    expect(sent()[0]).toMatchObject({ chat_id: CHAT_ADA, message: 'On my way', attachments: [] });
    expect(sent()[0]!.id).toMatch(CLIENT_MESSAGE_ID_PATTERN);
    expect(chatNow().pending.map((item) => item.message)).toEqual(['On my way']);
  });

  it("stores an acknowledged message with its seq and the agent's name", async () => {
    const { socket, outbox, chatNow } = setUp();
    socket.answers.send_message = () => ({ ok: true, seq: 1 });
    await outbox.send(CHAT_ADA, 'On my way');
    await settle();
    expect(chatNow().pending).toEqual([]);
    expect(chatNow().messages).toMatchObject([
      { seq: 1, message: 'On my way', sender_name: 'Grace', is_customer: false },
    ]);
  });

  it("shows the server's own copy once when it came before the ack", async () => {
    const { socket, outbox, chatNow, view } = setUp();
    const answerAfterServerCopy = (payload: unknown) => {
      const { id } = payload as Sent;
      const copy = message(CHAT_ADA, 1, 'On my way', false, { id, sender_name: 'Grace H.' });
      view.takeMessages(CHAT_ADA, [copy], false);
      return { ok: true, seq: 1 };
    };
    socket.answers.send_message = answerAfterServerCopy;
    await outbox.send(CHAT_ADA, 'On my way');
    await settle();
    expect(chatNow().messages.map((item) => item.sender_name)).toEqual(['Grace H.']);
  });

  it('never emits while disconnected, and sends what was queued once the connection is back', async () => {
    const { socket, outbox, sent } = setUp();
    socket.dropConnection();
    await outbox.send(CHAT_ADA, 'Still there?');
    expect(sent()).toEqual([]);
    socket.goOnline();
    outbox.flushOpen();
    outbox.flushOpen();
    expect(sent().map((item) => item.message)).toEqual(['Still there?']);
  });

  it('drops a message the server refuses, shows why, and does not send it again', async () => {
    const { socket, outbox, sent, view, chatNow, deliveries } = setUp();
    socket.answers.send_message = () => ({ ok: false, error: 'This chat has ended.' });
    await outbox.send(CHAT_ADA, 'Hello?');
    await settle();
    expect(chatNow().pending).toEqual([]);
    expect(view.get().error).toBe('This chat has ended.');
    deliveries.connectionLost();
    outbox.flushOpen();
    expect(sent()).toHaveLength(1);
  });

  it('refuses to send to a chat that is over, and sends nothing when there is nothing to send', async () => {
    const ended = chatWith(CHAT_ADA, 'Ada', [], { status: 'ended', ended_at: '2025-05-12T11:00:00.000Z' });
    await expect(setUp(ended).outbox.send(CHAT_ADA, 'Hi')).rejects.toThrow(liveChatMessages.chatNotFound);
    const { outbox, sent } = setUp();
    await outbox.send(CHAT_ADA, '   ');
    expect(sent()).toEqual([]);
  });

  it('checks the length, the number and the size of files before uploading anything', async () => {
    const { outbox, uploaded, sent } = setUp();
    await expect(outbox.send(CHAT_ADA, 'x'.repeat(LIVE_MESSAGE_MAX + 1))).rejects.toThrow(
      consoleTexts.messageTooLong,
    );
    const many = Array.from({ length: ATTACHMENTS_PER_MESSAGE_MAX + 1 }, (_, index) =>
      fileOf(`f${index}.png`),
    );
    await expect(outbox.send(CHAT_ADA, '', many)).rejects.toThrow(consoleTexts.tooManyFiles);
    const huge = [fileOf('small.png'), fileOf('huge.mp4', LIVE_CHAT_FILE_MAX_BYTES + 1)];
    await expect(outbox.send(CHAT_ADA, '', huge)).rejects.toThrow(chatMessages.filesTooLarge(['huge.mp4']));
    expect(uploaded).toEqual([]);
    expect(sent()).toEqual([]);
  });

  it('uploads the files first and sends their stored paths; a failed upload sends nothing', async () => {
    const { outbox, sent, chatNow } = setUp();
    await outbox.send(CHAT_ADA, 'Photo', [fileOf('a.png', 3)]);
    expect(sent()[0]!.attachments).toEqual([{ name: 'a.png', url: '/uploads/a.png', size: 3 }]);
    await expect(outbox.send(CHAT_ADA, 'Again', [fileOf('broken.png')])).rejects.toThrow(
      chatMessages.fileUploadFailed,
    );
    expect(sent()).toHaveLength(1);
    expect(chatNow().pending).toHaveLength(1);
  });
});
