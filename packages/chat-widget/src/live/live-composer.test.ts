import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { ATTACHMENTS_PER_MESSAGE_MAX, LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID } from '../../testing/live-fakes';
import { createLiveComposer } from './live-composer';
import type { LiveSendQueue } from './live-send-queue';
import { createLiveView } from './live-view';
import { liveWidgetMessages } from './live-words';

function setup({
  active = true,
  upload = vi.fn(async (file: File) => ({ name: file.name, url: `/u/${file.name}`, size: file.size })),
} = {}) {
  const store = fakeLiveStore();
  const view = createLiveView(store, () => 0, null);
  if (active) view.assigned(LIVE_CHAT_ID, 'Maya');
  const deliver = vi.fn();
  const composer = createLiveComposer(
    { store, view, queue: { deliver } as unknown as LiveSendQueue },
    { upload },
  );
  const shown = store.messages.value.length;
  /** The notifications since the setup (the assignment's is not counted). */
  const notified = () =>
    store.messages.value
      .slice(shown)
      .filter((m) => m.type === 'message-notification')
      .map((m) => m.text);
  const sent = () => store.messages.value.slice(shown).filter((m) => m.type === 'message-user');
  return { store, view, composer, notified, sent, deliver, upload };
}

const file = (name: string, size = 10) => {
  const picked = new File(['x'], name);
  Object.defineProperty(picked, 'size', { value: size });
  return picked;
};

afterEach(() => vi.restoreAllMocks());

describe('the live chat composer (docs/product.md §3.5)', () => {
  it('shows the message at once and hands it to delivery', async () => {
    const { composer, deliver, sent } = setup();
    await expect(composer.send('  Hello  ')).resolves.toBe(true);
    expect(sent()).toMatchObject([
      { text: 'Hello', type: 'message-user', avatar: 'user', name: 'You', live: true },
    ]);
    expect(deliver).toHaveBeenCalledWith({
      id: sent()[0]!.id,
      message: 'Hello',
      attachments: [],
    });
  });

  it('sends nothing empty, while loading, or with no agent on the chat', async () => {
    const idle = setup({ active: false });
    await idle.composer.send('Hello');
    const busy = setup();
    busy.store.loading.value = true;
    await busy.composer.send('Hello');
    const empty = setup();
    await empty.composer.send('   ');
    expect([idle, busy, empty].map(({ deliver }) => deliver.mock.calls.length)).toEqual([0, 0, 0]);
  });

  it('uploads the picked files first and sends them with the text', async () => {
    const { store, view, composer, deliver } = setup();
    composer.addFiles([file('a.png'), file('b.pdf')]);
    await composer.send('');
    expect(deliver.mock.calls[0]![0]).toMatchObject({
      message: '',
      attachments: [
        { name: 'a.png', url: '/u/a.png', size: 10 },
        { name: 'b.pdf', url: '/u/b.pdf', size: 10 },
      ],
    });
    expect(view.files.value).toEqual([]);
    expect(store.loading.value).toBe(false);
  });

  it('sends nothing when an upload fails, and keeps the files for another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const upload = vi.fn(async () => {
      throw new Error('503');
    });
    const { store, view, composer, deliver, notified, sent } = setup({ upload });
    composer.addFiles([file('a.png')]);
    await expect(composer.send('With a photo')).resolves.toBe(false);
    expect(deliver).not.toHaveBeenCalled();
    expect(sent()).toEqual([]);
    expect(notified()).toEqual([chatChunkMessages.fileUploadFailed]);
    expect(view.files.value.map((picked) => picked.name)).toEqual(['a.png']);
    expect(store.loading.value).toBe(false);
  });

  it('refuses files over the size limit by name, and keeps at most the files one message carries', () => {
    const { view, composer, notified } = setup();
    composer.addFiles([file('huge.mov', LIVE_CHAT_FILE_MAX_BYTES + 1), file('a.png')]);
    expect(notified()).toEqual([chatChunkMessages.filesTooLarge(['huge.mov'])]);
    const many = Array.from({ length: ATTACHMENTS_PER_MESSAGE_MAX + 1 }, (_, at) => file(`${at}.png`));
    composer.addFiles(many);
    expect(notified().at(-1)).toBe(liveWidgetMessages.tooManyFiles(ATTACHMENTS_PER_MESSAGE_MAX));
    expect(view.files.value).toHaveLength(ATTACHMENTS_PER_MESSAGE_MAX);
    composer.removeFile(0);
    expect(view.files.value[0]!.name).toBe('0.png');
  });
});
