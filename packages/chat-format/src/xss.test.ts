import DOMPurify from 'dompurify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { purifyReply } from './purify-reply';
import { renderReply } from './render-reply';
import { xssCorpus } from './xss-corpus';

/**
 * Runs code in the page's own script context: jsdom runs inline handlers there, not in the test's global.
 * That is where the canary lives; payloads call window.__xssCanary() (or alert) or set window.__xss.
 */
function runInPage(code: string): void {
  const script = document.createElement('script');
  script.textContent = code;
  document.head.append(script);
  script.remove();
}

function canaryTripped(): boolean {
  runInPage('document.documentElement.dataset.xss = String(window.__xss !== undefined);');
  return document.documentElement.dataset.xss === 'true';
}

const ALLOWED_TAGS = new Set(
  'p br strong em del ul ol li div span a img video source table thead tbody tr th td code pre h3 h4 h5 h6 blockquote hr'.split(
    ' ',
  ),
);
const FORBIDDEN_TAGS =
  'script, iframe, object, embed, form, meta, base, style, svg, math, template, link, frame';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcset',
  'poster',
  'background',
  'data',
];
const EVENTS = [
  'error',
  'load',
  'click',
  'mouseover',
  'focus',
  'toggle',
  'animationstart',
  'begin',
  'pageshow',
];

/** Realistic bot replies with the payload inside a table cell, a list item and a paragraph. */
const inReply = (payload: string): string =>
  [
    'Thanks for asking about the **ST-200** charger.',
    '',
    '| Spec | Value |',
    '|---|---|',
    '| Input | 400-480 VAC |',
    `| Note | ${payload.replace(/\n/g, ' ')} |`,
    '',
    '- Manual: https://example.com/manual.pdf',
    `- ${payload}`,
    '',
    payload,
    '',
    'See [our guide](https://example.com/guide) for more.',
  ].join('\n');

/** Inserts the HTML into the page, fires the events a payload might hang on, then checks the DOM. */
async function inspectInPage(html: string): Promise<void> {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = html;
  const elements = [...host.querySelectorAll('*')];
  for (const element of elements) for (const type of EVENTS) element.dispatchEvent(new Event(type));
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(host.querySelectorAll(FORBIDDEN_TAGS)).toHaveLength(0);
  for (const element of elements) {
    expect(ALLOWED_TAGS, element.outerHTML).toContain(element.localName);
    for (const { name, value } of [...element.attributes]) {
      expect(name, element.outerHTML).not.toMatch(/^on/i);
      expect(name).not.toBe('style');
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        // eslint-disable-next-line no-control-regex
        const cleaned = value.trim().replace(/[\u0000-\u001f\u007f-\u009f\s]/g, '');
        expect(cleaned, element.outerHTML).not.toMatch(/^(?:javascript|data|vbscript):/i);
      }
    }
  }
  for (const anchor of host.querySelectorAll('a')) {
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(anchor.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
  }
  expect(canaryTripped(), 'a payload ran').toBe(false);
}

beforeEach(() => {
  runInPage(
    'delete window.__xss; window.__xssCanary = function () { window.__xss = true; };' +
      'window.alert = window.confirm = window.prompt = window.__xssCanary;',
  );
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('the XSS corpus', () => {
  it('holds at least 110 distinct payloads', () => {
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length);
    expect(xssCorpus.length).toBeGreaterThanOrEqual(110);
  });

  it('would trip the canary if a payload ran', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<img src="x" onerror="__xssCanary()">';
    host.firstElementChild?.dispatchEvent(new Event('error'));
    expect(canaryTripped()).toBe(true);
  });
});

const cases = xssCorpus.map((payload) => [JSON.stringify(payload), payload] as const);

/**
 * The pipeline as it runs (docs/security.md): the server renders and sanitises, the browser sanitises what
 * it receives. Each half is also checked alone: the server's HTML must be safe for a client that trusts
 * it, and the browser's DOMPurify must be safe whatever the server (or a stored history) hands it.
 */
describe('the pipeline (server render + browser sanitise) neutralises, alone,', () => {
  it.each(cases)('%s', async (_name, payload) => {
    await inspectInPage(purifyReply(renderReply(payload)));
  });
});

describe('the pipeline neutralises, inside a realistic reply,', () => {
  it.each(cases)('%s', async (_name, payload) => {
    await inspectInPage(purifyReply(renderReply(inReply(payload))));
  });
});

describe('the server’s HTML alone neutralises, inside a realistic reply,', () => {
  it.each(cases)('%s', async (_name, payload) => {
    await inspectInPage(renderReply(inReply(payload)));
  });
});

describe('the browser’s sanitiser alone neutralises the raw payload', () => {
  it.each(cases)('%s', async (_name, payload) => {
    await inspectInPage(purifyReply(payload));
  });
});

describe('the sanitiser hook', () => {
  it('does not leak into the page’s shared DOMPurify instance', () => {
    purifyReply('<a href="https://example.com">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });
});
