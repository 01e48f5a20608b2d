import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { listMessages } from '@ohmstead/contracts/admin-lists';
import { type FeedItem, type FeedListResponse, feedMessages, PAGE_SIZE_MAX } from '@ohmstead/contracts/feeds';
import {
  FEED_IMAGE_MAX_BYTES,
  feedAdminListResponseSchema,
  feedAdminMessages,
} from '@ohmstead/contracts/feeds-admin';
import type { Role } from '@ohmstead/contracts/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TYPE, multipartBody } from '../../../test/fakes/chat-widget';
import { PDF, PNG } from '../../../test/fakes/sample-files';
import { countRows, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { uploadsDir } from '../../http/uploads/uploads-location';

const PASSWORD = 'feeds-test-password';
const DAY_MS = 24 * 60 * 60 * 1000;
const BOUNDARY = MULTIPART_TYPE.split('boundary=')[1]!;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the feed calls (docs/product.md §2.7) and the News & Events admin calls', () => {
  const server = useTestServer();
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<
    | 'news'
    | 'article'
    | 'press'
    | 'oldNews'
    | 'scheduled'
    | 'electrification'
    | 'datacenter'
    | 'scheduledCase'
    | 'created',
    number
  >;

  const send = (method: Method, url: string, options: { token?: string; body?: unknown } = {}) =>
    server.app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  const upload = (feedId: number, payload: Buffer | Readable, token = tokens.NewsEditor) =>
    server.app.inject({
      method: 'POST',
      url: `/api/Feed/UploadFeedMedia?feedId=${feedId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': MULTIPART_TYPE },
      payload,
    });
  const file = (name: string, content: Buffer) => ({ name, content, field: 'file' });
  const insert = async (feedType: string, heading: string, publishAt: Date) => {
    const rows = await server.db.query<{ id: number }>(
      `INSERT INTO feed_items (feed_type, heading, description, publish_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [feedType, heading, `<p>${heading}</p>`, publishAt],
    );
    return Number(rows[0]!.id);
  };
  const storedFiles = (feedId: number) => {
    const folder = path.join(uploadsDir(server.config), 'feeds', String(feedId));
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const list = async (url: string) => {
    const response = await send('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json() as FeedListResponse;
  };

  beforeAll(async () => {
    const roles: Role[] = ['NewsEditor', 'Manager', 'Admin', 'SuperAdmin', 'Installer'];
    for (const role of roles) {
      await addUser(server.db, { userName: role.toLowerCase(), password: PASSWORD, roles: [role] });
      tokens[role] = await tokenFor(server.app, role.toLowerCase(), PASSWORD);
    }
    const now = Date.now();
    ids.news = await insert('News', 'Newest news', new Date(now - 1 * DAY_MS));
    ids.article = await insert('Article', 'An article', new Date(now - 2 * DAY_MS));
    ids.press = await insert('PressRelease', 'A press release', new Date(now - 3 * DAY_MS));
    ids.oldNews = await insert('News', 'Old news', new Date(now - 400 * DAY_MS));
    ids.scheduled = await insert('News', 'Scheduled news', new Date(now + 5 * DAY_MS));
    ids.electrification = await insert('CaseStudyElectrification', 'Bus depot', new Date(now - 5 * DAY_MS));
    ids.datacenter = await insert('CaseStudyDataCenters', 'AI cluster', new Date(now - 4 * DAY_MS));
    ids.scheduledCase = await insert('CaseStudyDataCenters', 'Future cluster', new Date(now + DAY_MS));
  });

  describe('public calls', () => {
    it('GetAllFeedUser lists published news, articles and press releases, newest first, with the total', async () => {
      const page1 = await list('/api/Feed/GetAllFeedUser?pageNum=1&pageSize=3');
      expect(page1.responseStatusCode).toBe(200);
      expect(page1.totalFeeds).toBe(4);
      expect(page1.feeds.map((item) => item.id)).toEqual([ids.news, ids.article, ids.press]);
      const page2 = await list('/api/Feed/GetAllFeedUser?pageNum=2&pageSize=3');
      expect(page2.feeds.map((item) => item.id)).toEqual([ids.oldNews]);
      expect(page2.totalFeeds).toBe(4);
      const beyond = await list('/api/Feed/GetAllFeedUser?pageNum=9&pageSize=3');
      expect(beyond).toEqual({ responseStatusCode: 200, feeds: [], totalFeeds: 4 });
      const item = page1.feeds[0]!;
      expect(item).toEqual({
        id: ids.news,
        feedType: 'News',
        heading: 'Newest news',
        description: '<p>Newest news</p>',
        publishAt: expect.any(String),
        dateCreated: expect.any(String),
        feedMedia: [],
      } satisfies FeedItem);
    });

    it('GetAllCaseStudy lists one kind, or both for CaseStudies, never a scheduled one', async () => {
      const electrification = await list(
        '/api/Feed/GetAllCaseStudy?feedType=CaseStudyElectrification&pageNum=1&pageSize=3',
      );
      expect(electrification.feeds.map((item) => item.id)).toEqual([ids.electrification]);
      expect(electrification.totalFeeds).toBe(1);
      const datacenters = await list(
        '/api/Feed/GetAllCaseStudy?feedType=CaseStudyDataCenters&pageNum=1&pageSize=3',
      );
      expect(datacenters.feeds.map((item) => item.id)).toEqual([ids.datacenter]);
      const featured = await list('/api/Feed/GetAllCaseStudy?feedType=CaseStudies&pageNum=2&pageSize=1');
      expect(featured.totalFeeds).toBe(2);
      expect(featured.feeds.map((item) => item.id)).toEqual([ids.electrification]);
    });

    it('GetFeedById answers a published item and 404 for an unknown or scheduled one', async () => {
      const response = await send('GET', `/api/Feed/GetFeedById?id=${ids.article}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responseStatusCode: 200,
        id: ids.article,
        feedType: 'Article',
        heading: 'An article',
        description: '<p>An article</p>',
        publishAt: expect.any(String),
        feedMedia: [],
      });
      for (const id of [ids.scheduled, 999_999]) {
        const missing = await send('GET', `/api/Feed/GetFeedById?id=${id}`);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ responseStatusCode: 404, message: feedMessages.feedNotFound });
      }
    });

    it.each([
      ['/api/Feed/GetAllFeedUser?pageNum=0&pageSize=3', feedAdminMessages.pageNumInvalid],
      ['/api/Feed/GetAllFeedUser?pageNum=abc&pageSize=3', feedAdminMessages.pageNumInvalid],
      ['/api/Feed/GetAllFeedUser?pageNum=1.5&pageSize=3', feedAdminMessages.pageNumInvalid],
      ['/api/Feed/GetAllFeedUser?pageSize=3', feedAdminMessages.pageNumInvalid],
      ['/api/Feed/GetAllFeedUser?pageNum=1&pageSize=0', feedAdminMessages.pageSizeInvalid],
      [`/api/Feed/GetAllFeedUser?pageNum=1&pageSize=${PAGE_SIZE_MAX + 1}`, feedAdminMessages.pageSizeInvalid],
      ['/api/Feed/GetAllFeedUser?pageNum=1&pageSize=3&x=1', 'Unexpected field(s): x'],
      [
        '/api/Feed/GetAllCaseStudy?feedType=News&pageNum=1&pageSize=3',
        feedAdminMessages.caseStudyTypeInvalid,
      ],
      ['/api/Feed/GetAllCaseStudy?pageNum=1&pageSize=3', feedAdminMessages.caseStudyTypeInvalid],
      ['/api/Feed/GetFeedById?id=abc', feedAdminMessages.idInvalid],
      ['/api/Feed/GetFeedById?id=0', feedAdminMessages.idInvalid],
      ['/api/Feed/GetFeedById?id=99999999999', feedAdminMessages.idInvalid],
    ])('refuses %s with 400 and a reason', async (url, reason) => {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid query: ${reason}`);
    });

    it('the social calls list logos, videos and posts, newest first, with their image as default media', async () => {
      await server.db.query(
        `INSERT INTO social_items (kind, heading, description, media_urladdress, date_created) VALUES
         ('ExternalLink', 'Energy Ledger', 'https://www.example-energy-news.com/a', '/images/logos/energy-ledger.svg', now()),
         ('Youtube', 'Old video', 'https://www.youtube.com/watch?v=Xq7mP2rLw9A', NULL, now() - interval '2 days'),
         ('Youtube', 'New video', 'https://www.youtube.com/watch?v=bT4nK8sVd2E', NULL, now()),
         ('LinkedIn', 'A post', 'https://www.linkedin.com/posts/x', '/feeds/linkedin/x.svg', now())`,
      );
      const logos = (await send('GET', '/api/Feed/GetAllExternalLinks')).json();
      expect(logos).toEqual({
        responseStatusCode: 200,
        feeds: [
          {
            id: expect.any(Number),
            heading: 'Energy Ledger',
            description: 'https://www.example-energy-news.com/a',
            dateCreated: expect.any(String),
            feedMedia: [
              {
                id: expect.any(Number),
                mediaType: 'Image',
                mediaUrladdress: '/images/logos/energy-ledger.svg',
                isDefault: true,
              },
            ],
          },
        ],
      });
      const videos = (await send('GET', '/api/Feed/GetAllYoutube')).json();
      expect(videos.feeds.map((item: { heading: string }) => item.heading)).toEqual([
        'New video',
        'Old video',
      ]);
      expect(videos.feeds[0].feedMedia).toEqual([]);
      const posts = (await send('GET', '/api/Feed/GetAllLinkedIn')).json();
      expect(posts.feeds).toHaveLength(1);
      expect(posts.feeds[0].feedMedia[0].mediaUrladdress).toBe('/feeds/linkedin/x.svg');
    });
  });

  describe('admin calls', () => {
    const body = {
      feedType: 'Article',
      heading: '  Grid-forming explained  ',
      description:
        '<h2>Intro</h2><p onclick="x()">Hello <b>grid</b> <script>alert(1)</script><img src=x onerror=alert(2)>' +
        '<a href="https://ohmsteadpower.com">site</a> <a href="http://plain.example">http</a> ' +
        '<a href="javascript:alert(3)">js</a> <a href="mailto:press@ohmsteadpower.com">mail</a></p>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><blockquote>Q</blockquote><h5>x</h5>',
      publishAt: new Date(Date.now() + 3 * DAY_MS).toISOString(),
    };
    const clean =
      '<h2>Intro</h2><p>Hello <strong>grid</strong> ' +
      '<a href="https://ohmsteadpower.com" target="_blank" rel="noopener noreferrer">site</a> ' +
      '<a target="_blank" rel="noopener noreferrer">http</a> <a target="_blank" rel="noopener noreferrer">js</a> ' +
      '<a href="mailto:press@ohmsteadpower.com" target="_blank" rel="noopener noreferrer">mail</a></p>' +
      '<blockquote>Q</blockquote><h4>x</h4>';

    it('CreateFeed stores a sanitised, trimmed item; a scheduled one is hidden until PublishFeed', async () => {
      const created = await send('POST', '/api/Feed/CreateFeed', { token: tokens.NewsEditor, body });
      expect(created.statusCode).toBe(200);
      const answer = created.json();
      expect(answer).toEqual({
        responseStatusCode: 200,
        message: feedAdminMessages.created,
        id: expect.any(Number),
        publishAt: new Date(body.publishAt).toISOString(),
      });
      ids.created = answer.id;
      const rows = await server.db.query<{ heading: string; description: string }>(
        'SELECT heading, description FROM feed_items WHERE id = $1',
        [answer.id],
      );
      expect(rows[0]).toEqual({ heading: 'Grid-forming explained', description: clean });
      expect((await send('GET', `/api/Feed/GetFeedById?id=${answer.id}`)).statusCode).toBe(404);
      const admin = await send('GET', '/api/Feed/GetAllFeedAdmin?page=1&pageSize=50&search=grid-FORMING', {
        token: tokens.NewsEditor,
      });
      expect(admin.json().items.map((item: FeedItem) => item.id)).toEqual([answer.id]);

      const published = await send('POST', `/api/Feed/PublishFeed?id=${answer.id}`, {
        token: tokens.NewsEditor,
      });
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({
        responseStatusCode: 200,
        message: feedAdminMessages.published,
        id: answer.id,
      });
      expect(new Date(published.json().publishAt).getTime()).toBeLessThanOrEqual(Date.now());
      const detail = await send('GET', `/api/Feed/GetFeedById?id=${answer.id}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().description).toBe(clean);
    });

    it('UpdateFeed replaces every field; an unknown id is 404', async () => {
      const update = {
        ...body,
        feedType: 'News',
        heading: 'Renamed',
        publishAt: '2025-01-02T03:04:05+01:00',
      };
      const response = await send('PUT', `/api/Feed/UpdateFeed?id=${ids.created}`, {
        token: tokens.Manager,
        body: update,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        responseStatusCode: 200,
        message: feedAdminMessages.updated,
        id: ids.created,
        publishAt: '2025-01-02T02:04:05.000Z',
      });
      const detail = (await send('GET', `/api/Feed/GetFeedById?id=${ids.created}`)).json();
      expect(detail).toMatchObject({ feedType: 'News', heading: 'Renamed' });
      const missing = await send('PUT', '/api/Feed/UpdateFeed?id=999999', {
        token: tokens.Manager,
        body: update,
      });
      expect(missing.statusCode).toBe(404);
      expect(
        (await send('POST', '/api/Feed/PublishFeed?id=999999', { token: tokens.Manager })).statusCode,
      ).toBe(404);
      expect(
        (await send('DELETE', '/api/Feed/DeleteFeed?id=999999', { token: tokens.Manager })).statusCode,
      ).toBe(404);
    });

    it('GetAllFeedAdmin lists scheduled items too and filters by type', async () => {
      const response = await send(
        'GET',
        '/api/Feed/GetAllFeedAdmin?page=1&pageSize=50&feedType=CaseStudyDataCenters&search=',
        {
          token: tokens.Admin,
        },
      );
      expect(response.statusCode).toBe(200);
      const page = feedAdminListResponseSchema.parse(response.json());
      expect(page.items.map((item) => item.id)).toEqual([ids.scheduledCase, ids.datacenter]);
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      const bad = await send('GET', '/api/Feed/GetAllFeedAdmin?page=1&pageSize=10&feedType=Blog', {
        token: tokens.Admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(`Invalid query: ${feedAdminMessages.feedTypeInvalid}`);
    });

    it('GetAllFeedAdmin sorts, filters by status and publish time, and pages on the server', async () => {
      const admin = (query: string) =>
        send('GET', `/api/Feed/GetAllFeedAdmin?${query}`, { token: tokens.Admin }).then((response) => {
          expect(response.statusCode, response.body).toBe(200);
          return feedAdminListResponseSchema.parse(response.json());
        });
      const scheduled = await admin('status=scheduled&sort=heading&dir=asc');
      expect(scheduled.items.map((item) => item.heading)).toEqual(['Future cluster', 'Scheduled news']);
      const byHeading = await admin('status=published&feedType=News&sort=heading&dir=asc');
      // 'Renamed' is the item the update test above turned into News.
      expect(byHeading.items.map((item) => item.heading)).toEqual(['Newest news', 'Old news', 'Renamed']);
      const from = new Date(Date.now() - 3.5 * DAY_MS).toISOString();
      const to = new Date(Date.now() - 1.5 * DAY_MS).toISOString();
      const recent = await admin(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect(recent.items.map((item) => item.id)).toEqual([ids.article, ids.press]);
      const all = await admin('pageSize=10&sort=publishAt&dir=asc');
      const second = await admin('pageSize=10&page=2&sort=publishAt&dir=asc');
      const times = [...all.items, ...second.items].map((item) => Date.parse(item.publishAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(all.total).toBe(second.total);
      expect(second.items.every((item) => !all.items.some((first) => first.id === item.id))).toBe(true);
    });

    it('GetAllFeedAdmin exports the filtered items as CSV, with their media counted', async () => {
      const response = await send(
        'GET',
        '/api/Feed/GetAllFeedAdmin?format=csv&feedType=News&sort=heading&dir=asc',
        {
          token: tokens.NewsEditor,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="news-and-events.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Heading,Type,Publish at,Status,Images,PDFs,Created at,Id');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
        'Newest news',
        'Old news',
        'Renamed',
        'Scheduled news',
      ]);
      expect(lines[4]).toContain(',In the News,');
      expect(lines[4]).toContain(',Scheduled,0,0,');
    });

    it.each([
      ['pageNum=1&pageSize=10', 'Unexpected field(s): pageNum'],
      ['sort=description', listMessages.sortInvalid(['publishAt', 'heading', 'feedType', 'dateCreated'])],
      ['pageSize=3', listMessages.pageSizeInvalid],
      ['page=10001', listMessages.pageInvalid],
      ['status=draft', feedAdminMessages.statusInvalid],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', listMessages.rangeInverted],
      ['from=yesterday', listMessages.dateInvalid('from')],
    ])('GetAllFeedAdmin refuses %s with 400 and a reason', async (query, reason) => {
      const response = await send('GET', `/api/Feed/GetAllFeedAdmin?${query}`, { token: tokens.Admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Invalid query: ${reason}`);
    });

    it.each([
      ['a wrong feedType', { ...body, feedType: 'CaseStudies' }, feedAdminMessages.feedTypeInvalid],
      ['an empty heading', { ...body, heading: '   ' }, feedAdminMessages.headingRequired],
      ['a long heading', { ...body, heading: 'h'.repeat(201) }, feedAdminMessages.headingMax],
      ['a long description', { ...body, description: 'd'.repeat(50_001) }, feedAdminMessages.descriptionMax],
      [
        'a description of markup only',
        { ...body, description: '<script>alert(1)</script><p> </p>' },
        feedAdminMessages.descriptionEmpty,
      ],
      ['a bad publishAt', { ...body, publishAt: 'tomorrow' }, feedAdminMessages.publishAtInvalid],
      ['an unexpected field', { ...body, id: 5 }, 'Unexpected field(s): id'],
    ])('CreateFeed refuses %s with 400 and writes nothing', async (_case, invalid, reason) => {
      const before = await countRows(server.db, 'feed_items');
      const response = await send('POST', '/api/Feed/CreateFeed', {
        token: tokens.NewsEditor,
        body: invalid,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(reason);
      expect(await countRows(server.db, 'feed_items')).toBe(before);
    });

    describe('who may call them', () => {
      const calls: [Method, string, unknown?][] = [
        ['GET', '/api/Feed/GetAllFeedAdmin?page=1&pageSize=10'],
        ['POST', '/api/Feed/CreateFeed', { ...body, heading: 'Role check' }],
        ['PUT', '/api/Feed/UpdateFeed?id=ID', { ...body, heading: 'Role check' }],
        ['POST', '/api/Feed/PublishFeed?id=ID'],
        ['POST', '/api/Feed/UploadFeedMedia?feedId=ID'],
        ['DELETE', '/api/Feed/DeleteFeedMedia?id=999999'],
        ['DELETE', '/api/Feed/DeleteFeed?id=999999'],
      ];
      it.each(calls)('%s %s: 401 without a token, 403 for an Installer', async (method, url, payload) => {
        const target = url.replace('ID', String(ids.news));
        const anonymous = await send(method, target, { body: payload });
        expect(anonymous.statusCode).toBe(401);
        const installer = await send(method, target, { token: tokens.Installer, body: payload });
        expect(installer.statusCode).toBe(403);
      });
      it.each(['NewsEditor', 'Manager', 'Admin', 'SuperAdmin'] as const)(
        '%s may list, create and delete',
        async (role) => {
          expect(
            (await send('GET', '/api/Feed/GetAllFeedAdmin?page=1&pageSize=10', { token: tokens[role] }))
              .statusCode,
          ).toBe(200);
          const created = await send('POST', '/api/Feed/CreateFeed', {
            token: tokens[role],
            body: { ...body, heading: role },
          });
          expect(created.statusCode).toBe(200);
          const deleted = await send('DELETE', `/api/Feed/DeleteFeed?id=${created.json().id}`, {
            token: tokens[role],
          });
          expect(deleted.json()).toEqual({ responseStatusCode: 200, message: feedAdminMessages.deleted });
        },
      );
    });
  });

  describe('media uploads', () => {
    it('stores an image and a PDF, serves them with their type, and a new default unsets the old one', async () => {
      const first = await upload(
        ids.news,
        multipartBody({ isDefault: 'true' }, [file('My Photo!.png', PNG)]),
      );
      expect(first.statusCode).toBe(200);
      const media = first.json().feedMedia;
      expect(first.json()).toMatchObject({
        responseStatusCode: 200,
        message: feedAdminMessages.mediaUploaded,
      });
      expect(media).toEqual({
        id: expect.any(Number),
        mediaType: 'Image',
        mediaUrladdress: expect.stringMatching(
          new RegExp(`^/uploads/feeds/${ids.news}/[A-Za-z0-9_-]{12}-My_Photo_\\.png$`),
        ),
        isDefault: true,
      });
      const served = await server.app.inject({ url: `${server.config.assetBase}${media.mediaUrladdress}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);

      // The file part first, the field after; a JPEG named .png is stored as what it is.
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      const body = multipartBody({}, [file('second.png', jpeg)]);
      const withFieldAfter = Buffer.concat([
        body.subarray(0, body.length - Buffer.byteLength(`--${BOUNDARY}--\r\n`)),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="isDefault"\r\n\r\ntrue\r\n--${BOUNDARY}--\r\n`,
        ),
      ]);
      const second = await upload(ids.news, withFieldAfter);
      expect(second.statusCode).toBe(200);
      expect(second.json().feedMedia.mediaUrladdress).toMatch(/-second\.jpg$/);
      const pdf = await upload(ids.news, multipartBody({}, [file('report.pdf', PDF)]));
      expect(pdf.json().feedMedia).toMatchObject({ mediaType: 'Pdf', isDefault: false });
      const pdfServed = await server.app.inject({
        url: `${server.config.assetBase}${pdf.json().feedMedia.mediaUrladdress}`,
      });
      expect(pdfServed.headers['content-type']).toBe('application/pdf');

      const detail = (await send('GET', `/api/Feed/GetFeedById?id=${ids.news}`)).json();
      expect(
        detail.feedMedia.map((item: { id: number; isDefault: boolean }) => [item.id, item.isDefault]),
      ).toEqual([
        [second.json().feedMedia.id, true],
        [media.id, false],
        [pdf.json().feedMedia.id, false],
      ]);
      expect(storedFiles(ids.news)).toHaveLength(3);

      const removed = await send('DELETE', `/api/Feed/DeleteFeedMedia?id=${media.id}`, {
        token: tokens.NewsEditor,
      });
      expect(removed.json()).toEqual({ responseStatusCode: 200, message: feedAdminMessages.mediaDeleted });
      expect(storedFiles(ids.news)).toHaveLength(2);
      expect(
        (await server.app.inject({ url: `${server.config.assetBase}${media.mediaUrladdress}` })).statusCode,
      ).toBe(404);
      const again = await send('DELETE', `/api/Feed/DeleteFeedMedia?id=${media.id}`, {
        token: tokens.NewsEditor,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(feedAdminMessages.mediaNotFound);
    });

    const nothingStored = async (
      feedId: number,
      response: { statusCode: number; json(): { message: string } },
      status: number,
      message: string,
    ) => {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(storedFiles(feedId)).toEqual([]);
      expect(await countRows(server.db, 'feed_media')).toBe(0);
    };

    it('an image over 5 MB, streamed: cut off at the limit, nothing stored, 413', async () => {
      const feedId = ids.article;
      async function* generate() {
        const body = multipartBody({}, [file('huge.png', PNG)]);
        const closing = Buffer.byteLength(`\r\n--${BOUNDARY}--\r\n`);
        yield body.subarray(0, body.length - closing);
        const chunk = Buffer.alloc(1024 * 1024, 1);
        for (let sent = PNG.length; sent <= FEED_IMAGE_MAX_BYTES; sent += chunk.length) yield chunk;
        yield body.subarray(body.length - closing);
      }
      await server.db.query('DELETE FROM feed_media');
      await nothingStored(
        feedId,
        await upload(feedId, Readable.from(generate())),
        413,
        feedAdminMessages.imageTooLarge,
      );
    });

    it.each([
      [
        'an executable renamed .pdf',
        () =>
          multipartBody({}, [file('invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000)]))]),
        415,
        feedAdminMessages.fileType,
      ],
      [
        'an SVG',
        () =>
          multipartBody({}, [
            file(
              'logo.svg',
              Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            ),
          ]),
        415,
        feedAdminMessages.fileType,
      ],
      [
        'a file of zero bytes',
        () => multipartBody({}, [file('empty.png', Buffer.alloc(0))]),
        400,
        feedAdminMessages.fileEmpty,
      ],
      ['no file', () => multipartBody({ isDefault: 'true' }), 400, feedAdminMessages.fileMissing],
      [
        'two files',
        () => multipartBody({}, [file('a.png', PNG), file('b.png', PNG)]),
        400,
        feedAdminMessages.fileOnlyOne,
      ],
      [
        'a file under another name',
        () => multipartBody({}, [{ name: 'a.png', content: PNG, field: 'files' }]),
        400,
        'The file must be sent as the "file" part, not "files"',
      ],
      [
        'a PDF as default',
        () => multipartBody({ isDefault: 'true' }, [file('a.pdf', PDF)]),
        400,
        feedAdminMessages.defaultNotImage,
      ],
      [
        'a bad isDefault',
        () => multipartBody({ isDefault: 'yes' }, [file('a.png', PNG)]),
        400,
        `Invalid isDefault: ${feedAdminMessages.isDefaultInvalid}`,
      ],
    ])('refuses %s and stores nothing', async (_case, payload, status, message) => {
      await server.db.query('DELETE FROM feed_media');
      await nothingStored(ids.press, await upload(ids.press, payload()), status, message);
    });

    it('refuses an upload for an unknown item or without multipart', async () => {
      const unknown = await upload(999_999, multipartBody({}, [file('a.png', PNG)]));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(feedMessages.feedNotFound);
      const json = await send('POST', `/api/Feed/UploadFeedMedia?feedId=${ids.press}`, {
        token: tokens.NewsEditor,
        body: {},
      });
      expect(json.statusCode).toBe(400);
    });

    it('DeleteFeed removes the item, its media rows and its files', async () => {
      await upload(ids.oldNews, multipartBody({ isDefault: 'true' }, [file('a.png', PNG)]));
      await upload(ids.oldNews, multipartBody({}, [file('b.pdf', PDF)]));
      await server.db.query(
        `INSERT INTO feed_media (feed_id, media_type, media_urladdress) VALUES ($1, 'Image', '/feeds/images/shipped.svg')`,
        [ids.oldNews],
      );
      expect(storedFiles(ids.oldNews)).toHaveLength(2);
      const response = await send('DELETE', `/api/Feed/DeleteFeed?id=${ids.oldNews}`, {
        token: tokens.SuperAdmin,
      });
      expect(response.statusCode).toBe(200);
      expect(storedFiles(ids.oldNews)).toEqual([]);
      expect(await server.db.query('SELECT id FROM feed_media WHERE feed_id = $1', [ids.oldNews])).toEqual(
        [],
      );
      expect((await send('GET', `/api/Feed/GetFeedById?id=${ids.oldNews}`)).statusCode).toBe(404);
    });
  });
});
