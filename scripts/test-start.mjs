#!/usr/bin/env node
// pnpm test:start — what `npm start` runs, on the embedded database the README promises: the production
// build (`node dist/main.js`) with demo content on a new data directory, then again on the same one.
//   1. the first start creates, migrates and seeds the database in a child process that has ended by
//      the time the server answers (apps/server/src/db/prepare-database.ts), and serves the site, the
//      widget and public reads with the demo content, and the AI Assistant answers from the built pages;
//   2. SIGTERM stops it with exit code 0;
//   3. a second start on the same data directory keeps what the first wrote (an admin edit) and seeds
//      nothing twice.
// The resident memory after each start is printed, not judged: that is pnpm bench:start's job.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks, waitForAnswer } from './lib/checks.mjs';
import { freePort } from './lib/ports.mjs';
import { banner, capture, run, startService } from './lib/proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
const entry = path.join(serverDir, 'dist', 'main.js');
const SUPERADMIN = { userName: 'superadmin', password: 'ohmstead-demo' };

await runChecks(
  { name: 'start', limitMs: 240_000, reportFile: process.env.START_JSON_REPORT },
  async ({ check, cleanups, elapsed }) => {
    if ((await run(process.execPath, ['build.mjs'], { cwd: serverDir })) !== 0)
      throw new Error('the server could not be built');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-start-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort(28300);
    const base = `http://127.0.0.1:${port}`;
    const start = async () => {
      const service = startService(process.execPath, [entry], {
        cwd: serverDir,
        env: {
          DATA_DIR: dataDir,
          DEMO_CONTENT: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
      });
      cleanups.push(() => service.stop());
      await waitForAnswer(`${base}/api/Config/Public`, 180_000);
      return service;
    };

    banner('1. First start on a new data directory');
    const first = await start();
    console.log(`answers at ${base} (${elapsed()}), ${residentMb(first.pid)} MB resident`);
    const group = processesInGroup(first.pid);
    check(
      'the database was prepared in a child process that has ended',
      group.length === 1,
      `${group.length} process(es) in the server's group`,
    );
    const home = await fetch(`${base}/`);
    const widget = await fetch(`${base}/widget/chat-widget.js`);
    check(
      'the site and the widget are served',
      home.ok && (await home.text()).includes('<div id="root"') && widget.ok,
      `/ ${home.status}, /widget/chat-widget.js ${widget.status}`,
    );
    // The built pages are the AI Assistant's knowledge too (docs/decisions/0042-site-pages-in-knowledge.md):
    // a fact only the Careers page states, from the first answer on.
    const careers = await readJson(
      `${base}/bot/crm/answer?${new URLSearchParams({ question: 'Does the field services engineer job require travel?', username: 'guest' })}`,
    );
    check(
      'the AI Assistant answers from the built pages',
      careers?.sources?.[0]?.document === 'Careers page' && /travel to customer sites/.test(careers.message),
      `source ${careers?.sources?.map((source) => `${source.document} › ${source.section}`).join('; ') || 'none'}`,
    );
    const feeds = await readJson(`${base}/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9`);
    check('the demo news are read', feeds?.feeds?.length > 0, `${feeds?.feeds?.length ?? 0} feeds on page 1`);
    const signIn = await fetch(`${base}/api/Auth/AuthTokenLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SUPERADMIN),
    }).then((response) => response.json());
    const hero = await readJson(`${base}/api/HomeConfiguration/GetHero`);
    const title = `Power routing, restarted ${Date.now()}`;
    const edit = await fetch(`${base}/api/HomeConfiguration/UpdateHero`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signIn.token}` },
      body: JSON.stringify({ beforeTitle: hero.beforeTitle, title, text: hero.text }),
    });
    check('a demo account signs in and edits the hero', edit.status === 200, `edit ${edit.status}`);

    banner('2. SIGTERM');
    first.kill('SIGTERM');
    const code = await first.exited;
    check('the server stops with exit code 0', code === 0, `exit code ${code}`);

    banner('3. Second start on the same data directory');
    const second = await start();
    console.log(`answers again (${elapsed()}), ${residentMb(second.pid)} MB resident`);
    const heroAgain = await readJson(`${base}/api/HomeConfiguration/GetHero`);
    const feedsAgain = await readJson(`${base}/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9`);
    check(
      'what the first run wrote is kept and nothing is seeded twice',
      heroAgain?.title === title && feedsAgain?.totalFeeds === feeds?.totalFeeds,
      `hero ${heroAgain?.title === title ? 'kept' : 'lost'}, feeds ${feeds?.totalFeeds} → ${feedsAgain?.totalFeeds}`,
    );
  },
);

async function readJson(url) {
  const response = await fetch(url);
  return response.ok ? response.json() : null;
}

/** The processes of the server's process group (startService starts each service as a group leader). */
function processesInGroup(pgid) {
  const out = capture('ps', ['-o', 'pid=', '-g', String(pgid)]) ?? '';
  return out.split('\n').filter((line) => line.trim());
}

function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
