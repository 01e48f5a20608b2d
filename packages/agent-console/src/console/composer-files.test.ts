import { chatMessages } from '@ohmstead/contracts/chat';
import { LIVE_CHAT_FILE_MAX_BYTES } from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import { addFiles, checkPickedFiles } from './composer-files';

const fileOf = (name: string, size = 10, lastModified = 1) => {
  const file = new File(['x'], name, { lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe("the composer's files", () => {
  it('accepts files up to 100 MB and names the larger ones', () => {
    const small = fileOf('photo.png');
    const { accepted, error } = checkPickedFiles([small, fileOf('film.mp4', LIVE_CHAT_FILE_MAX_BYTES + 1)]);
    expect(accepted).toEqual([small]);
    expect(error).toBe(chatMessages.filesTooLarge(['film.mp4']));
    expect(checkPickedFiles([small]).error).toBeNull();
  });

  it('adds a file picked again only once', () => {
    const first = fileOf('photo.png');
    const again = fileOf('photo.png');
    const other = fileOf('photo.png', 10, 2);
    expect(addFiles([first], [again, other])).toEqual([first, other]);
  });
});
