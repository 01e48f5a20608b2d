import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './content-security-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly as written, white space included, and skips scripts with src', () => {
    const first = '\n      (function (w) { w.ChatWidget = { q: [] }; })(window);\n    ';
    const second = 'import("/static/app.js");';
    const html = `<html><head><script type="module" crossorigin src="/static/index.js"></script>
      <SCRIPT type="module">${second}</SCRIPT></head>
      <body><script>${first}</script><script data-src="x" >${first}</script>
      <script src="/widget/chat-widget.js" async></script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(second), sha256(first)]);
  });

  it('gives no hash to a JSON data block (the data of a server-rendered page): it is never run', () => {
    const html =
      '<script type="application/json" id="page-data">{"a":1}</script>' +
      "<script type='application/ld+json'>{}</script><script>run()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')]);
  });

  it('gives none for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([]);
    expect(inlineScriptHashes('')).toEqual([]);
  });
});
