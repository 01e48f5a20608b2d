#!/usr/bin/env node
// Optional check: plays every generated video (MP4 and WebM) in a real Chromium and reports the
// decoded size and whether playback advanced. Needs a Chromium binary (Debian: /usr/bin/chromium,
// or set CHROMIUM_PATH) and the root devDependency @playwright/test.
//
//   node scripts/media/check-playback.mjs
import { readdirSync } from 'node:fs';
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_BROWSER } from '../lib/chromium.mjs';
/* global document */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIR = join(ROOT, 'apps', 'server', 'assets', 'video');
const TYPES = { '.mp4': 'video/mp4', '.webm': 'video/webm', '.jpg': 'image/jpeg', '.html': 'text/html' };

// Tiny static server with range support (media elements use range requests).
const server = createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\//, '');
  if (name === '') {
    res.writeHead(200, { 'content-type': 'text/html' });
    return res.end('<!doctype html><title>playback</title>');
  }
  const file = join(DIR, name);
  let size;
  try {
    size = statSync(file).size;
  } catch {
    res.writeHead(404);
    return res.end();
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const m = /bytes=(\d*)-(\d*)/.exec(req.headers.range ?? '');
  if (m) {
    const start = m[1] ? Number(m[1]) : 0;
    const end = m[2] ? Number(m[2]) : size - 1;
    res.writeHead(206, {
      'content-type': type,
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
      'content-length': end - start + 1,
    });
    createReadStream(file, { start, end }).pipe(res);
  } else {
    res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': size });
    createReadStream(file).pipe(res);
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_BROWSER,
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required', '--disable-gpu'],
});
const page = await browser.newPage();
await page.goto(base);
const files = readdirSync(DIR)
  .filter((f) => /\.(mp4|webm)$/.test(f))
  .sort();
let failed = 0;
for (const f of files) {
  const r = await page.evaluate(async (src) => {
    const v = document.createElement('video');
    v.muted = true;
    v.playsInline = true;
    v.src = src;
    document.body.append(v);
    const result = await new Promise((resolve) => {
      const t = setTimeout(() => resolve({ ok: false, why: 'timeout' }), 15000);
      v.addEventListener('error', () => {
        clearTimeout(t);
        resolve({ ok: false, why: `error ${v.error?.code} ${v.error?.message ?? ''}` });
      });
      v.addEventListener('timeupdate', () => {
        if (v.currentTime > 0.5) {
          clearTimeout(t);
          resolve({ ok: true });
        }
      });
      v.play().catch((e) => resolve({ ok: false, why: String(e) }));
    });
    const info = { ...result, w: v.videoWidth, h: v.videoHeight, duration: Number(v.duration.toFixed(2)) };
    v.pause();
    v.remove();
    return info;
  }, base + f);
  if (!r.ok) failed++;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${f}  ${r.w}x${r.h}  ${r.duration}s${r.ok ? '' : '  ' + r.why}`);
}
await browser.close();
server.close();
if (failed) {
  console.error(`${failed} video(s) did not play`);
  process.exit(1);
}
console.log(`all ${files.length} videos play in Chromium`);
