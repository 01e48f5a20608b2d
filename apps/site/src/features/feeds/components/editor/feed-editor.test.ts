import { FEED_HTML } from '@ohmstead/contracts/rich-text';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLink, clearFormatting } from './editor-actions';
import { feedEditorExtensions, tagsWithoutExtension } from './feed-editor-extensions';
import { validateLinkUrl } from './link-url';
import { toStoredHtml } from './stored-html';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** A headless editor holding `html`, as the feed form's editor loads a stored description. */
function load(html: string): Editor {
  editor = new Editor({ extensions: feedEditorExtensions, content: html, enableInputRules: false });
  return editor;
}

const stored = (current: Editor) => toStoredHtml(current.getHTML());
const roundTrip = (html: string) => stored(load(html));

/** The document position just before the first occurrence of `text`. */
function positionOf(current: Editor, text: string): number {
  let found = -1;
  current.state.doc.descendants((node, position) => {
    if (found >= 0 || !node.isText) return found < 0;
    const index = node.text!.indexOf(text);
    if (index >= 0) found = position + index;
    return false;
  });
  if (found < 0) throw new Error(`No text "${text}"`);
  return found;
}

function select(current: Editor, from: string, to = from) {
  current.commands.setTextSelection({
    from: positionOf(current, from),
    to: positionOf(current, to) + to.length,
  });
}

describe('the schema is the feed allowlist', () => {
  it('has an extension for every allowed tag, and writes no other tag', () => {
    expect(tagsWithoutExtension).toEqual([]);
    const everything =
      '<h2>a</h2><h3>b</h3><h4>c</h4><p><strong>d</strong><em>e</em><u>f</u><s>g</s><a href="https://x.test/">h</a>i<br>j</p>' +
      '<ul><li>k</li></ul><ol><li>l</li></ol><blockquote><p>m</p></blockquote>';
    const out = roundTrip(everything);
    expect(out).toBe(everything);
    const written = new Set(Array.from(out.matchAll(/<([a-z0-9]+)/g), (match) => match[1]));
    expect([...written].sort()).toEqual([...FEED_HTML.tags].sort());
  });

  it('loads the tags the allowlist renames as the tags they mean', () => {
    expect(
      roundTrip(
        '<div>one <b>two</b> <i>three</i> <strike>x</strike> <del>y</del></div><h1>Top</h1><h5>low</h5><h6>lower</h6>',
      ),
    ).toBe(
      '<p>one <strong>two</strong> <em>three</em> <s>x</s> <s>y</s></p><h2>Top</h2><h4>low</h4><h4>lower</h4>',
    );
  });

  it('drops scripts, event handlers, styles, images, hidden text and unsafe links', () => {
    expect(
      roundTrip(
        '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">b</a><a href="http://x.test/">c</a></p><iframe src="https://x.test/"></iframe><table><tr><td>d<textarea>t</textarea><select><option>o</option></select></td></tr></table>',
      ),
    ).toBe('<p>abc</p><p>d</p>');
  });

  it('keeps https, mailto and site links, without where they open', () => {
    expect(
      roundTrip(
        '<p><a href="https://x.test/" target="_blank" rel="noopener noreferrer">a</a><a href="mailto:me@x.test">b</a><a href="/news-events">c</a></p>',
      ),
    ).toBe(
      '<p><a href="https://x.test/">a</a><a href="mailto:me@x.test">b</a><a href="/news-events">c</a></p>',
    );
  });
});

describe('the stored shape', () => {
  it('keeps list items as text, nested lists inside them', () => {
    const html =
      '<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><ol><li><strong>x</strong> y</li></ol>';
    expect(roundTrip(html)).toBe(html);
  });

  it('puts loose text into paragraphs and removes empty lines at either end', () => {
    expect(roundTrip('<p><br></p>text<br>more<p></p><blockquote>quote</blockquote><p><br></p>')).toBe(
      '<p>text<br>more</p><p><br></p><blockquote><p>quote</p></blockquote>',
    );
  });

  it('leaves an empty editor empty', () => {
    expect(roundTrip('')).toBe('');
  });
});

describe('formatting', () => {
  it('removes bold from part of a bold line, keeping the rest bold', () => {
    const current = load('<p><strong>Hello brave world</strong></p>');
    select(current, 'brave');
    current.commands.toggleBold();
    expect(stored(current)).toBe('<p><strong>Hello </strong>brave<strong> world</strong></p>');
  });

  it('formats across paragraphs', () => {
    const current = load('<p>First line</p><p>Second line</p>');
    select(current, 'line', 'Second');
    current.commands.toggleItalic();
    expect(stored(current)).toBe('<p>First <em>line</em></p><p><em>Second</em> line</p>');
  });

  it('turns a middle list item back into a paragraph, splitting the list around it', () => {
    const current = load('<ol><li>one</li><li>two</li><li>three</li></ol>');
    select(current, 'two');
    current.commands.toggleOrderedList();
    expect(stored(current)).toBe('<ol><li>one</li></ol><p>two</p><ol><li>three</li></ol>');
  });

  it('links the selected words, keeping their formatting inside the link', () => {
    const current = load('<p>Read the <strong>report</strong> today</p>');
    select(current, 'the ', 'report');
    current.commands.setLink({ href: 'https://example.com/report' });
    expect(stored(current)).toBe(
      '<p>Read <a href="https://example.com/report">the <strong>report</strong></a> today</p>',
    );
  });

  it('changes the address of the link at the caret, and inserts the address at a bare caret', () => {
    const current = load('<p>See <a href="https://old.example.com/">this</a>. Go: now</p>');
    current.commands.setTextSelection(positionOf(current, 'his'));
    applyLink(current, 'https://new.example.com/');
    current.commands.setTextSelection(positionOf(current, 'now'));
    applyLink(current, 'https://example.com/');
    expect(stored(current)).toBe(
      '<p>See <a href="https://new.example.com/">this</a>. Go: <a href="https://example.com/">https://example.com/</a>now</p>',
    );
  });

  it('clears formatting and links from the selection and makes its blocks paragraphs', () => {
    const current = load(
      '<h2><strong>Big</strong> <a href="https://example.com/">news</a></h2><p><em>keep</em></p>',
    );
    select(current, 'Big', 'news');
    clearFormatting(current);
    expect(stored(current)).toBe('<p>Big news</p><p><em>keep</em></p>');
  });

  it('clears the line around a caret', () => {
    const current = load('<ul><li><u>one</u></li><li><u>two</u></li></ul>');
    current.commands.setTextSelection(positionOf(current, 'two') + 1);
    clearFormatting(current);
    expect(stored(current)).toBe('<ul><li><u>one</u></li></ul><p>two</p>');
  });

  it('refuses to link to an address the allowlist does not keep', () => {
    const current = load('<p>Read the report</p>');
    select(current, 'report');
    expect(current.commands.setLink({ href: 'javascript:alert(1)' })).toBe(false);
    expect(stored(current)).toBe('<p>Read the report</p>');
  });
});

describe('validateLinkUrl', () => {
  it('accepts https addresses and adds https:// to a bare address', () => {
    expect(validateLinkUrl(' https://example.com/page?q=1 ')).toEqual({
      ok: true,
      href: 'https://example.com/page?q=1',
    });
    expect(validateLinkUrl('example.com/news')).toEqual({ ok: true, href: 'https://example.com/news' });
    expect(validateLinkUrl('mailto:press@example.com')).toEqual({
      ok: true,
      href: 'mailto:press@example.com',
    });
  });

  it('refuses plain http, other schemes, empty and malformed addresses', () => {
    expect(validateLinkUrl('')).toEqual({ ok: false, message: 'Enter the link address.' });
    expect(validateLinkUrl('http://example.com')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/https:\/\//),
    });
    expect(validateLinkUrl('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(validateLinkUrl('https://localhost')).toMatchObject({ ok: false });
    expect(validateLinkUrl('not a url')).toMatchObject({ ok: false });
    expect(validateLinkUrl('mailto:nobody')).toMatchObject({ ok: false });
  });
});
