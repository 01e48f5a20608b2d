import { chatMessages } from '@ohmstead/contracts/chat';
import { LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import {
  connectToAgent,
  last,
  setup,
  setUpLiveSessionTests,
  texts,
} from '../../testing/live-session-fixtures';

setUpLiveSessionTests();

describe('files in live mode (docs/product.md §3.5, §3.8, §3.9)', () => {
  it('refuses files over 100 MB with their names and keeps the others', () => {
    const harness = setup();
    connectToAgent(harness);
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: LIVE_CHAT_FILE_MAX_BYTES + 1 });
    const small = new File(['x'], 'photo.png');
    harness.session.addFiles([big, small]);
    expect(last(harness.store).text).toBe(chatMessages.filesTooLarge(['huge.pdf']));
    expect(harness.session.files.value.map((file) => file.name)).toEqual(['photo.png']);
  });

  it('uploads each file first and sends the message with its attachments', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    await harness.store.send('');
    expect(harness.media.upload).toHaveBeenCalledTimes(1);
    expect(harness.socket.sent('send_message').at(-1)).toMatchObject({
      message: '',
      attachments: [{ name: 'photo.png', url: '/assets/uploads/live-chat/photo.png', size: 1 }],
    });
    expect(last(harness.store).attachments).toHaveLength(1);
    expect(harness.session.files.value).toEqual([]);
  });

  it('aborts the send when an upload fails', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.media.upload.mockRejectedValueOnce(new Error('503'));
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    const sentBefore = harness.socket.sent('send_message').length;
    expect(await harness.store.send('See the photo')).toBe(false);
    expect(last(harness.store).text).toBe(chatMessages.fileUploadFailed);
    expect(harness.socket.sent('send_message')).toHaveLength(sentBefore);
    expect(texts(harness.store)).not.toContain('See the photo');
    expect(harness.store.loading.value).toBe(false);
  });
});
