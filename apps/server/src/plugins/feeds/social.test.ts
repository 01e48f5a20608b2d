import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { listMessages } from '@ohmstead/contracts/admin-lists';
import type { SocialKind, SocialListResponse } from '@ohmstead/contracts/feeds';
import type { Role } from '@ohmstead/contracts/roles';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import {
  type SocialAdminItem,
  socialItemListResponseSchema,
  socialItemSaveResponseSchema,
} from '@ohmstead/contracts/social-items-schemas';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FilePart, MULTIPART_TYPE, multipartBody } from '../../../test/fakes/chat-widget';
import { GIF, JPEG, PDF, PNG } from '../../../test/fakes/sample-files';
import { countRows, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { uploadsDir } from '../../http/uploads/uploads-location';

const PASSWORD = 'social-test-password';
const VIDEO = 'dQw4w9WgXcQ';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the social items and logos of News & Events', () => {
  const server = useTestServer();
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    for (const role of ['NewsEditor', 'Installer'] as const) {
      await addUser(server.db, { userName: role.toLowerCase(), password: PASSWORD, roles: [role] });
      tokens[role] = await tokenFor(server.app, role.toLowerCase(), PASSWORD);
    }
  });

  const send = (method: Method, url: string, token: string | null = tokens.NewsEditor) =>
    server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const form = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: FilePart[] = [],
    token = tokens.NewsEditor,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE },
      payload: multipartBody(fields, files),
    });
  const image = (name: string, content: Buffer): FilePart => ({ name, content, field: 'image' });
  const create = async (kind: SocialKind, heading: string, link: string, files: FilePart[] = []) => {
    const response = await form('POST', '/api/Feed/CreateSocialItem', { kind, heading, link }, files);
    expect(response.statusCode, response.body).toBe(200);
    return socialItemSaveResponseSchema.parse(response.json()).item;
  };
  const adminList = async (query: string) => {
    const response = await send('GET', `/api/Feed/GetAllSocialAdmin?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return socialItemListResponseSchema.parse(response.json());
  };
  const publicList = async (call: string) =>
    ((await send('GET', `/api/Feed/${call}`, null)).json() as SocialListResponse).feeds;
  const storedImages = () => {
    const folder = path.join(uploadsDir(server.config), 'social');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const served = (item: SocialAdminItem) =>
    server.app.inject({ url: `${server.config.assetBase}${item.imageUrl}` });

  describe('YouTube videos', () => {
    it.each([
      `https://www.youtube.com/watch?v=${VIDEO}&t=42s`,
      `youtube.com/watch?feature=share&v=${VIDEO}`,
      `https://youtu.be/${VIDEO}?si=abcdef`,
      `https://m.youtube.com/shorts/${VIDEO}`,
      `https://www.youtube.com/live/${VIDEO}`,
      `http://www.youtube-nocookie.com/embed/${VIDEO}`,
      `<iframe width="560" height="315" src="https://www.youtube.com/embed/${VIDEO}?si=x" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`,
    ])('takes %s as the video it names: its id, and the canonical link', async (link) => {
      const item = await create('Youtube', 'A pasted video', link);
      expect(item).toMatchObject({
        kind: 'Youtube',
        heading: 'A pasted video',
        videoId: VIDEO,
        link: `https://www.youtube.com/watch?v=${VIDEO}`,
        imageUrl: null,
        position: 1,
      });
      const rows = await server.db.query('SELECT video_id, description FROM social_items WHERE id = $1', [
        item.id,
      ]);
      expect(rows).toEqual([{ video_id: VIDEO, description: `https://www.youtube.com/watch?v=${VIDEO}` }]);
      expect((await send('DELETE', `/api/Feed/DeleteSocialItem?id=${item.id}`)).statusCode).toBe(200);
    });

    it.each([
      ['javascript:alert(1)', socialItemMessages.youtubeInvalid],
      [`https://www.youtube.com.evil.example/watch?v=${VIDEO}`, socialItemMessages.youtubeInvalid],
      ['https://www.youtube.com/watch?v=short', socialItemMessages.youtubeInvalid],
      ['https://vimeo.com/123456', socialItemMessages.youtubeInvalid],
      [`<iframe src="https://evil.example/embed/${VIDEO}"></iframe>`, socialItemMessages.youtubeMarkup],
      [`<script src="https://www.youtube.com/embed/${VIDEO}"></script>`, socialItemMessages.youtubeMarkup],
      [
        `<iframe src="https://www.youtube.com/embed/${VIDEO}" onload="alert(1)"></iframe><script>alert(2)</script>`,
        socialItemMessages.youtubeMarkup,
      ],
      ['', socialItemMessages.linkRequired],
    ])('refuses %j with 400, the reason, and writes nothing', async (link, reason) => {
      const before = await countRows(server.db, 'social_items');
      const response = await form('POST', '/api/Feed/CreateSocialItem', {
        kind: 'Youtube',
        heading: 'Refused',
        link,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        responseStatusCode: 400,
        message: reason,
        errors: [{ field: 'link', message: reason }],
      });
      expect(await countRows(server.db, 'social_items')).toBe(before);
    });

    it('takes no image: the picture comes from YouTube', async () => {
      const response = await form(
        'POST',
        '/api/Feed/CreateSocialItem',
        { kind: 'Youtube', heading: 'With a picture', link: `https://youtu.be/${VIDEO}` },
        [image('poster.png', PNG)],
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(socialItemMessages.imageNotTaken);
      expect(storedImages()).toEqual([]);
    });
  });

  describe('LinkedIn posts and funding logos', () => {
    it.each([
      ['LinkedIn', 'http://www.linkedin.com/posts/ohmstead_activity-1', socialItemMessages.linkedInInvalid],
      ['LinkedIn', 'https://www.linkedin.com/company/ohmstead', socialItemMessages.linkedInInvalid],
      ['LinkedIn', 'https://linkedin.com.evil.example/posts/x', socialItemMessages.linkedInInvalid],
      ['LinkedIn', 'https://user:pass@www.linkedin.com/posts/x', socialItemMessages.linkedInInvalid],
      ['ExternalLink', 'javascript:alert(1)', socialItemMessages.linkInvalid],
      ['ExternalLink', 'http://press.example.com/article', socialItemMessages.linkInvalid],
      ['ExternalLink', 'data:text/html,<b>x</b>', socialItemMessages.markupRefused],
      ['ExternalLink', '<script src="https://evil.example/x.js"></script>', socialItemMessages.markupRefused],
      ['ExternalLink', '<iframe src="https://press.example.com"></iframe>', socialItemMessages.markupRefused],
      ['ExternalLink', 'https://localhost/article', socialItemMessages.linkInvalid],
    ] as const)('%s refuses %j with 400 and its reason', async (kind, link, reason) => {
      const before = await countRows(server.db, 'social_items');
      const response = await form('POST', '/api/Feed/CreateSocialItem', { kind, heading: 'Refused', link }, [
        image('logo.png', PNG),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(reason);
      expect(await countRows(server.db, 'social_items')).toBe(before);
      expect(storedImages()).toEqual([]);
    });

    it('a logo needs an image: JPEG, PNG, GIF or WebP by content, never SVG or PDF', async () => {
      const fields = { kind: 'ExternalLink', heading: 'Press', link: 'https://press.example.com/a' };
      const missing = await form('POST', '/api/Feed/CreateSocialItem', fields);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: 'image', message: socialItemMessages.imageRequired }]);
      for (const [name, content] of [
        ['logo.svg', SVG],
        ['logo.png', PDF],
      ] as const) {
        const refused = await form('POST', '/api/Feed/CreateSocialItem', fields, [image(name, content)]);
        expect(refused.statusCode).toBe(415);
        expect(refused.json().message).toBe(socialItemMessages.imageType);
      }
      const twice = await form('POST', '/api/Feed/CreateSocialItem', fields, [
        image('a.png', PNG),
        image('b.png', PNG),
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe(socialItemMessages.imageOnlyOne);
      const notMultipart = await server.app.inject({
        method: 'POST',
        url: '/api/Feed/CreateSocialItem',
        headers: { authorization: `Bearer ${tokens.NewsEditor}`, 'content-type': 'application/json' },
        payload: JSON.stringify(fields),
      });
      expect(notMultipart.statusCode).toBe(400);
      expect(notMultipart.json().message).toBe(uploadMessages.notMultipart);
      expect(await countRows(server.db, 'social_items')).toBe(0);
      expect(storedImages()).toEqual([]);
    });

    it('stores a logo with its uploaded image, served from the asset base, shown in the marquee call', async () => {
      const logo = await create('ExternalLink', 'Energy Ledger', 'https://press.example.com/series-a?ref=1', [
        image('Energy Ledger!.png', PNG),
      ]);
      expect(logo.imageUrl).toMatch(/^\/uploads\/social\/[A-Za-z0-9_-]{12}-Energy_Ledger_\.png$/);
      expect(logo.link).toBe('https://press.example.com/series-a?ref=1');
      const file = await served(logo);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      const [shown] = await publicList('GetAllExternalLinks');
      expect(shown).toEqual({
        id: logo.id,
        heading: 'Energy Ledger',
        description: 'https://press.example.com/series-a?ref=1',
        dateCreated: logo.dateCreated,
        feedMedia: [{ id: logo.id, mediaType: 'Image', mediaUrladdress: logo.imageUrl, isDefault: true }],
      });
      await send('DELETE', `/api/Feed/DeleteSocialItem?id=${logo.id}`);
    });

    it('a post may have an image; an edit keeps it, a new one replaces it and the old file goes', async () => {
      const post = await create(
        'LinkedIn',
        'We are hiring',
        'https://www.linkedin.com/posts/ohmstead_hiring-1',
        [image('hiring.gif', GIF)],
      );
      const first = post.imageUrl!;
      const renamed = await form('PUT', `/api/Feed/UpdateSocialItem?id=${post.id}`, {
        heading: 'Still hiring',
        link: 'https://uk.linkedin.com/posts/ohmstead_hiring-2',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: socialItemMessages.updated,
        item: {
          heading: 'Still hiring',
          link: 'https://uk.linkedin.com/posts/ohmstead_hiring-2',
          imageUrl: first,
        },
      });
      const replaced = await form(
        'PUT',
        `/api/Feed/UpdateSocialItem?id=${post.id}`,
        { heading: 'Still hiring', link: 'https://uk.linkedin.com/posts/ohmstead_hiring-2' },
        [image('team.jpg', JPEG)],
      );
      const now = socialItemSaveResponseSchema.parse(replaced.json()).item;
      expect(now.imageUrl).toMatch(/^\/uploads\/social\/.+-team\.jpg$/);
      expect(storedImages()).toEqual([path.basename(now.imageUrl!)]);
      expect((await server.app.inject({ url: `${server.config.assetBase}${first}` })).statusCode).toBe(404);
      // The kind is the item's own: an edit cannot send one.
      const withKind = await form('PUT', `/api/Feed/UpdateSocialItem?id=${post.id}`, {
        kind: 'Youtube',
        heading: 'x',
        link: `https://youtu.be/${VIDEO}`,
      });
      expect(withKind.statusCode).toBe(400);
      expect(withKind.json().message).toBe(uploadMessages.unexpectedField('kind'));

      const removed = await send('DELETE', `/api/Feed/DeleteSocialItem?id=${post.id}`);
      expect(removed.json()).toEqual({ responseStatusCode: 200, message: socialItemMessages.deleted });
      expect(storedImages()).toEqual([]);
      expect((await send('DELETE', `/api/Feed/DeleteSocialItem?id=${post.id}`)).statusCode).toBe(404);
      const missing = await form('PUT', `/api/Feed/UpdateSocialItem?id=${post.id}`, {
        heading: 'x',
        link: 'https://www.linkedin.com/posts/x',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('an edit that replaces nothing keeps a shipped image, and deleting the item never removes it', async () => {
      const [row] = await server.db.query<{ id: number }>(
        `INSERT INTO social_items (kind, heading, description, media_urladdress)
         VALUES ('ExternalLink', 'Shipped', 'https://press.example.com/shipped', '/images/logos/energy-ledger.svg')
         RETURNING id`,
      );
      const edited = await form('PUT', `/api/Feed/UpdateSocialItem?id=${row!.id}`, {
        heading: 'Shipped logo',
        link: 'https://press.example.com/shipped',
      });
      expect(edited.json().item.imageUrl).toBe('/images/logos/energy-ledger.svg');
      await send('DELETE', `/api/Feed/DeleteSocialItem?id=${row!.id}`);
      expect(existsSync(path.join(server.config.assetsDir, 'images/logos/energy-ledger.svg'))).toBe(true);
    });
  });

  describe('order, list and export', () => {
    it('new items come first; moving up and down swaps neighbours, and the public calls follow', async () => {
      const a = await create('Youtube', 'Video A', `https://youtu.be/${'a'.repeat(11)}`);
      const b = await create('Youtube', 'Video B', `https://youtu.be/${'b'.repeat(11)}`);
      const c = await create('Youtube', 'Video C', `https://youtu.be/${'c'.repeat(11)}`);
      const headings = async () => (await publicList('GetAllYoutube')).map((item) => item.heading);
      expect(await headings()).toEqual(['Video C', 'Video B', 'Video A']);

      const moved = await send('POST', `/api/Feed/MoveSocialItem?id=${a.id}&direction=up`);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({
        message: socialItemMessages.moved,
        item: { id: a.id, position: 2, lastPosition: 3 },
      });
      expect(await headings()).toEqual(['Video C', 'Video A', 'Video B']);
      await send('POST', `/api/Feed/MoveSocialItem?id=${c.id}&direction=down`);
      expect(await headings()).toEqual(['Video A', 'Video C', 'Video B']);

      const first = await send('POST', `/api/Feed/MoveSocialItem?id=${a.id}&direction=up`);
      expect(first.statusCode).toBe(409);
      expect(first.json().message).toBe(socialItemMessages.alreadyFirst);
      const last = await send('POST', `/api/Feed/MoveSocialItem?id=${b.id}&direction=down`);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(socialItemMessages.alreadyLast);
      expect((await send('POST', '/api/Feed/MoveSocialItem?id=999999&direction=up')).statusCode).toBe(404);

      const listed = await adminList('kind=Youtube');
      expect(listed.items.map((item) => [item.heading, item.position])).toEqual([
        ['Video A', 1],
        ['Video C', 2],
        ['Video B', 3],
      ]);
      // Other kinds have orders of their own.
      expect((await adminList('kind=LinkedIn')).total).toBe(0);
    });

    it('lists one kind sorted, searched and paged on the server, and exports it as CSV', async () => {
      const byTitle = await adminList('kind=Youtube&sort=heading&dir=desc&pageSize=10');
      expect(byTitle.items.map((item) => item.heading)).toEqual(['Video C', 'Video B', 'Video A']);
      const searched = await adminList(`kind=Youtube&search=${'b'.repeat(11)}`);
      expect(searched.items.map((item) => [item.heading, item.position])).toEqual([['Video B', 3]]);
      const future = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
      expect((await adminList(`kind=Youtube&from=${future}`)).total).toBe(0);

      const csv = await send('GET', '/api/Feed/GetAllSocialAdmin?kind=Youtube&format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="youtube-videos.csv"');
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Position,Title,Link,Video id,Image,Added at,Updated at');
      expect(lines[1]).toMatch(/^1,Video A,https:\/\/www\.youtube\.com\/watch\?v=a{11},a{11},,/);
    });

    it.each([
      ['', socialItemMessages.kindInvalid],
      ['kind=Blog', socialItemMessages.kindInvalid],
      ['kind=Youtube&sort=link', listMessages.sortInvalid(['position', 'heading', 'dateCreated'])],
      ['kind=Youtube&pageSize=500', listMessages.pageSizeInvalid],
      ['kind=Youtube&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', listMessages.rangeInverted],
      ['kind=Youtube&status=draft', 'Unexpected field(s): status'],
    ])('GetAllSocialAdmin refuses %j with 400 and a reason', async (query, reason) => {
      const response = await send('GET', `/api/Feed/GetAllSocialAdmin?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid query: ${reason}`);
    });

    it.each([
      ['POST', '/api/Feed/MoveSocialItem?id=1&direction=left', socialItemMessages.directionInvalid],
      ['POST', '/api/Feed/MoveSocialItem?id=0&direction=up', socialItemMessages.idInvalid],
      ['DELETE', '/api/Feed/DeleteSocialItem?id=abc', socialItemMessages.idInvalid],
      ['PUT', '/api/Feed/UpdateSocialItem?id=2147483648', socialItemMessages.idInvalid],
    ] as const)('%s %s is refused with 400', async (method, url, reason) => {
      const response = await send(method, url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid query: ${reason}`);
    });
  });

  it('answers 401 without a session and 403 to a role without News & Events', async () => {
    const calls: [Method, string][] = [
      ['GET', '/api/Feed/GetAllSocialAdmin?kind=Youtube'],
      ['POST', '/api/Feed/CreateSocialItem'],
      ['PUT', '/api/Feed/UpdateSocialItem?id=1'],
      ['POST', '/api/Feed/MoveSocialItem?id=1&direction=up'],
      ['DELETE', '/api/Feed/DeleteSocialItem?id=1'],
    ];
    for (const [method, url] of calls) {
      expect((await send(method, url, null)).statusCode, url).toBe(401);
      expect((await send(method, url, tokens.Installer)).statusCode, url).toBe(403);
    }
  });
});
