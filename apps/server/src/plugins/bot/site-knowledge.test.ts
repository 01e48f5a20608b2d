import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { BotAnswer } from '@ohmstead/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../../test/fakes/chat-widget';
import { guestSession, startTestServer, type TestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

/**
 * The AI Assistant answers from the site's pages (docs/decisions/0042-site-pages-in-knowledge.md): a site
 * build whose server entry is a small stand-in renders pages that state
 * facts no knowledge file holds, and the home page shows the hero an admin edits.
 */

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Default</title></head>
<body><header><nav><a href="/careers">Careers</a></nav></header><div id="root"><!--page-html--></div>
<footer><h2>Explore</h2><p>Every visitor gets a free zeppelin ride.</p></footer></body></html>`;

/** A server entry of the contract in packages/contracts/src/page-rendering.ts. */
const ENTRY = `
export function createPageRenderer({ template, siteUrl, readApi }) {
  const page = (main) => ({
    kind: 'page',
    status: 200,
    html: template.replace('<!--page-html-->', '<main>' + main + '</main>'),
  });
  return {
    async render(url) {
      const { pathname } = new URL(url, siteUrl);
      if (pathname === '/careers') {
        return page('<h1>Careers</h1><p>We are hiring engineers and field technicians who want to ' +
          'electrify the world. Open positions are listed on the Careers page.</p><section><h2>Benefits</h2>' +
          '<p>Every employee gets a Zephyr bicycle on the first day.</p>' +
          '<a class="button" href="/contact-us">Contact Us</a></section>');
      }
      if (pathname === '/') {
        const hero = JSON.parse((await readApi('HomeConfiguration/GetHero')).body);
        return page('<section><h1>' + hero.title + '</h1><p>' + hero.text + '</p></section>');
      }
      if (pathname === '/site-terms') {
        return page('<h1>Site Terms</h1><h2>Gliders</h2><p>Gliders may be flown from the roof on Sundays.</p>');
      }
      return { kind: 'redirect', status: 302, location: '/' };
    },
  };
}`;

const READ_MESSAGE = 'the AI Assistant read the site’s pages';

describe('the AI Assistant reads the site’s pages', () => {
  let server: TestServer;
  let siteDist: string;
  let siteServerDist: string;
  const logLines: { msg?: string; pages?: number; passages?: number }[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  /** Settles once the pages were read `count` times in all. */
  const pagesRead = (count: number) =>
    new Promise<void>((resolve) => {
      waiting.push({ count, resolve });
      settleWaiting();
    });
  const settleWaiting = () => {
    const reads = logLines.filter((line) => line.msg === READ_MESSAGE).length;
    for (const wait of waiting.filter((entry) => entry.count <= reads)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  };
  const guest = { session: guestSession('site-knowledge-guest') };
  const answer = async (question: string) => {
    const response = await ask(server.app, 'crm', question, guest);
    expect(response.statusCode).toBe(200);
    return response.json<BotAnswer>();
  };

  beforeAll(async () => {
    siteDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-site-knowledge-site-'));
    siteServerDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-site-knowledge-server-'));
    mkdirSync(path.join(siteDist, '.vite'));
    writeFileSync(path.join(siteDist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(siteDist, '.vite', 'manifest.json'), '{}');
    writeFileSync(path.join(siteServerDist, 'package.json'), '{ "type": "module" }');
    writeFileSync(path.join(siteServerDist, 'entry-server.js'), ENTRY);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        settleWaiting();
        done();
      },
    });
    server = await startTestServer(
      {
        LOG_LEVEL: 'info',
        SITE_DIST: siteDist,
        SITE_SERVER_DIST: siteServerDist,
        // Pages are kept until a write drops what they read: what is tested is that drop.
        PUBLIC_READ_CACHE_TTL_SECONDS: '600',
        BOT_RATE_LIMIT_PER_MINUTE: '1000',
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDist, { recursive: true, force: true });
    rmSync(siteServerDist, { recursive: true, force: true });
  });

  it('answers a question only a page answers, naming the page’s section as the source', async () => {
    const body = await answer('What benefits do you offer?');
    expect(body.message).toContain('Every employee gets a Zephyr bicycle on the first day.');
    expect(body.sources[0]).toEqual({ document: 'Careers page', section: 'Benefits' });
    // The call to action is not something the page states.
    expect(body.message).not.toContain('Contact Us');
  });

  it('reads neither the header, the footer nor the pages it does not inform from', async () => {
    await pagesRead(1);
    // Careers and Home were read; of their sections only Benefits is new to the knowledge files (the
    // seeded hero and the Careers page's intro say what they say).
    expect(logLines.find((line) => line.msg === READ_MESSAGE)).toMatchObject({ pages: 2, passages: 1 });
    for (const question of ['Do visitors get a zeppelin ride?', 'May I fly a glider from the roof?']) {
      const body = await answer(question);
      expect(body.sources.map((source) => source.document)).not.toContain('Careers page');
      expect(body.message).not.toMatch(/zeppelin|Gliders may/);
    }
  });

  it('leaves out a page section the knowledge files already say, which they answer', async () => {
    const body = await answer('Are you hiring engineers?');
    expect(body.sources[0]).toEqual({ document: 'Contact', section: 'Careers and Jobs' });
    expect(body.sources.map((source) => source.document)).not.toContain('Careers page');
  });

  it('reads a page again when an admin changes what it shows', async () => {
    await addUser(server.db, { userName: 'site-admin', password: 'site-admin-password', roles: ['Admin'] });
    const token = await tokenFor(server.app, 'site-admin', 'site-admin-password');
    const edit = await server.app.inject({
      method: 'PUT',
      url: '/api/HomeConfiguration/UpdateHero',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        beforeTitle: 'Meet',
        title: 'Widgets for Every Rooftop',
        text: 'Every rooftop widget ships with a Quokka charging cradle.',
      }),
    });
    expect(edit.statusCode).toBe(200);
    // The question that finds the page changed reads it again while it is answered.
    await answer('Which cradle ships with a rooftop widget?');
    await pagesRead(2);
    const body = await answer('Which cradle ships with a rooftop widget?');
    expect(body.message).toContain('Every rooftop widget ships with a Quokka charging cradle.');
    expect(body.sources[0]).toEqual({ document: 'Home page', section: 'Widgets for Every Rooftop' });
  });
});

describe('without a server build of the site', () => {
  it('answers from the knowledge files alone, and says so once in its log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await startTestServer({ LOG_LEVEL: 'info' }, { logStream });
    try {
      const guest = { session: guestSession('no-site-guest') };
      for (const question of ['What is the Power Blade?', 'Who is the CEO?']) {
        const response = await ask(server.app, 'crm', question, guest);
        expect(response.statusCode).toBe(200);
        expect(response.json<BotAnswer>().sources[0]?.document).not.toMatch(/ page$/);
      }
      const noBuild = lines.filter((line) => line.includes('no server build of the site'));
      expect(noBuild).toHaveLength(1);
      expect(JSON.parse(noBuild[0]!).level).toBe(30);
    } finally {
      await server.close();
    }
  });
});
