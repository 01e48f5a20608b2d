import { feedAdminMessages } from '@ohmstead/contracts/feeds-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, tokenFor } from '../../src/auth/test-users';
import { MULTIPART_TYPE, multipartBody } from '../fakes/chat-widget';
import { PDF } from '../fakes/sample-files';
import { countRows, useTestServer } from '../harness';
import { storedUploads } from './upload-files';

/**
 * A PDF must start with `%PDF-`: found anywhere in the first KB, it would let an HTML page with `%PDF-` in a
 * comment be stored and served as a PDF.
 */
describe('a feed PDF is one that starts with %PDF-', () => {
  const server = useTestServer();
  let token: string;
  let feedId: number;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'pia', password: 'pdf-sniff-password', roles: ['Admin'] });
    token = await tokenFor(server.app, 'pia', 'pdf-sniff-password');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/Feed/CreateFeed',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        feedType: 'News',
        heading: 'PDFs',
        description: '<p>PDFs</p>',
        publishAt: new Date().toISOString(),
      },
    });
    feedId = created.json<{ id: number }>().id;
  });

  const upload = (content: Buffer) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Feed/UploadFeedMedia?feedId=${feedId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE },
      payload: multipartBody({}, [{ name: 'brochure.pdf', content, field: 'file' }]),
    });

  it.each([
    [
      'an HTML page with %PDF- in a comment',
      Buffer.from('<html><!-- %PDF-1.7 --><script>alert(1)</script></html>'),
    ],
    ['a script, then %PDF- at byte 100', Buffer.concat([Buffer.alloc(100, 0x20), PDF])],
    ['binary bytes, then %PDF- at byte 1', Buffer.concat([Buffer.from([0x00]), PDF])],
  ])('refuses %s with 415 and stores nothing', async (_case, content) => {
    const rows = await countRows(server.db, 'feed_media');
    const response = await upload(content);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(feedAdminMessages.fileType);
    expect(await countRows(server.db, 'feed_media')).toBe(rows);
    expect(storedUploads(server)).toEqual([]);
  });

  it('takes a real PDF', async () => {
    const response = await upload(PDF);
    expect(response.statusCode).toBe(200);
    expect(response.json().feedMedia).toMatchObject({ mediaType: 'Pdf' });
  });
});
