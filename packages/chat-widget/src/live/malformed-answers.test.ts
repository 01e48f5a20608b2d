import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { readLiveChat } from './live-storage';
import { createMediaClient } from './media-client';

/** What the widget reads from the network and from storage is parsed with its schema; anything else is dropped. */
describe('answers and stored values of another shape', () => {
  afterEach(() => vi.restoreAllMocks());

  const answering = (body: unknown, status = 200) =>
    vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch;

  it('refuses an upload answer that is not a live-chat upload', async () => {
    const upload = (body: unknown) =>
      createMediaClient({
        apiBase: 'https://api.example/api',
        sessionId: () => 'session-123456789012',
        token: () => undefined,
        fetch: answering(body),
      }).upload(new File(['a'], 'a.png'));
    await expect(
      upload({ mediaUrl: '/assets/uploads/live-chat/x/a.png', name: 'a.png', size: 1 }),
    ).resolves.toEqual({ name: 'a.png', url: '/assets/uploads/live-chat/x/a.png', size: 1 });
    for (const body of [
      { mediaUrl: 'https://elsewhere.example/a.png', name: 'a.png', size: 1 },
      { mediaUrl: '/assets/uploads/live-chat/x/a.png', name: '  ', size: 1 },
      { mediaUrl: '/assets/uploads/live-chat/x/a.png', name: 'a.png', size: '1' },
    ])
      await expect(upload(body)).rejects.toThrow('UploadBotImage answered something else than an upload');
  });

  it('drops a stored live chat of another shape, and keeps one that fits', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stored = {
      chatId: 'chat-1',
      status: 'active',
      agentName: 'Grace',
      lastSeq: 3,
      waitingMessageId: '',
      toAgent: true,
    };
    localStorage.setItem(STORAGE_KEYS.liveChat, JSON.stringify(stored));
    expect(readLiveChat(localStorage)).toEqual(stored);
    for (const corrupt of [{ ...stored, status: 'ended' }, { ...stored, lastSeq: -1 }, '{not json']) {
      localStorage.setItem(
        STORAGE_KEYS.liveChat,
        typeof corrupt === 'string' ? corrupt : JSON.stringify(corrupt),
      );
      expect(readLiveChat(localStorage)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
    }
  });
});
