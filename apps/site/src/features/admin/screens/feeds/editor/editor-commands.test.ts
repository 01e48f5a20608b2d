import { afterEach, describe, expect, it } from 'vitest';
import {
  applyLink,
  clearFormatting,
  formatState,
  removeLink,
  toggleHeading,
  toggleInline,
  toggleList,
} from './editor-commands';
import { loadEditorHtml, parseEditorHtml, serializeEditorHtml, validateLinkUrl } from './editor-html';

let root: HTMLElement;

function editor(html: string) {
  root = document.createElement('div');
  document.body.appendChild(root);
  loadEditorHtml(root, html);
  return root;
}

afterEach(() => root?.remove());

/** The text node holding `text` (the first one). */
function textNode(text: string): Text {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes(text)) return node as Text;
  }
  throw new Error(`No text "${text}"`);
}

/** A range over `part` of the text node that contains it. */
function select(part: string, within = part): Range {
  const node = textNode(within);
  const start = node.data.indexOf(part);
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, start + part.length);
  return range;
}

/** A range from the start of `from` to the end of `to` (two text nodes). */
function selectAcross(from: string, to: string): Range {
  const start = textNode(from);
  const end = textNode(to);
  const range = document.createRange();
  range.setStart(start, start.data.indexOf(from));
  range.setEnd(end, end.data.indexOf(to) + to.length);
  return range;
}

function caret(within: string, offset: number): Range {
  const range = document.createRange();
  range.setStart(textNode(within), offset);
  return range;
}

const html = () => serializeEditorHtml(root);

describe('inline formatting', () => {
  it('makes the selected words bold with <strong>', () => {
    editor('<p>Hello brave world</p>');
    toggleInline(root, select('brave'), 'strong');
    expect(html()).toBe('<p>Hello <strong>brave</strong> world</p>');
  });

  it('removes bold when all of the selection is bold already, keeping the rest bold', () => {
    editor('<p><strong>Hello brave world</strong></p>');
    toggleInline(root, select('brave', 'Hello brave world'), 'strong');
    expect(html()).toBe('<p><strong>Hello </strong>brave<strong> world</strong></p>');
  });

  it('extends bold over a partly bold selection and joins the pieces', () => {
    editor('<p><strong>Hello</strong> brave world</p>');
    toggleInline(root, selectAcross('Hello', 'brave'), 'strong');
    expect(html()).toBe('<p><strong>Hello brave</strong> world</p>');
  });

  it('formats across paragraphs, one element per paragraph', () => {
    editor('<p>First line</p><p>Second line</p>');
    toggleInline(root, selectAcross('line', 'Second'), 'em');
    expect(html()).toBe('<p>First <em>line</em></p><p><em>Second</em> line</p>');
  });

  it('underlines, and keeps other formatting inside', () => {
    editor('<p>a <em>quiet</em> word</p>');
    toggleInline(root, selectAcross('a ', ' word'), 'u');
    expect(html()).toBe('<p><u>a <em>quiet</em> word</u></p>');
  });

  it('starts bold at a caret for what is typed next', () => {
    editor('<p>Hello</p>');
    const next = toggleInline(root, caret('Hello', 5), 'strong');
    expect(next?.startContainer.parentElement?.tagName).toBe('STRONG');
    (next?.startContainer as Text).appendData('bold');
    expect(html()).toBe('<p>Hello<strong>bold</strong></p>');
  });

  it('reports the pressed state of the selection', () => {
    editor('<h2>Title</h2><ul><li><strong>one</strong></li></ul><p><a href="https://example.com/">x</a></p>');
    expect(formatState(root, select('one'))).toMatchObject({ bold: true, bulletList: true, heading: false });
    expect(formatState(root, caret('Title', 2))).toMatchObject({ heading: true, bold: false });
    expect(formatState(root, caret('x', 0))).toMatchObject({ link: true });
  });
});

describe('blocks', () => {
  it('turns a paragraph into a heading and back', () => {
    editor('<p>Title</p><p>Body</p>');
    toggleHeading(root, caret('Title', 1));
    expect(html()).toBe('<h2>Title</h2><p>Body</p>');
    toggleHeading(root, caret('Title', 1));
    expect(html()).toBe('<p>Title</p><p>Body</p>');
  });

  it('makes a bulleted list of the selected paragraphs', () => {
    editor('<p>one</p><p>two</p><p>three</p>');
    toggleList(root, selectAcross('one', 'two'), 'ul');
    expect(html()).toBe('<ul><li>one</li><li>two</li></ul><p>three</p>');
  });

  it('turns list items back into paragraphs, splitting the list around them', () => {
    editor('<ol><li>one</li><li>two</li><li>three</li></ol>');
    toggleList(root, caret('two', 1), 'ol');
    expect(html()).toBe('<ol><li>one</li></ol><p>two</p><ol><li>three</li></ol>');
  });

  it('changes a bulleted list into a numbered one', () => {
    editor('<ul><li>one</li><li>two</li></ul>');
    toggleList(root, caret('one', 0), 'ol');
    expect(html()).toBe('<ol><li>one</li><li>two</li></ol>');
  });

  it('wraps text typed straight into the editor into a paragraph first', () => {
    root = document.createElement('div');
    document.body.appendChild(root);
    root.append('loose text');
    toggleList(root, caret('loose', 2), 'ul');
    expect(html()).toBe('<ul><li>loose text</li></ul>');
  });
});

describe('links', () => {
  it('links the selected words to a checked https address', () => {
    editor('<p>Read the report today</p>');
    toggleInline(root, select('report'), 'strong');
    applyLink(root, selectAcross('the ', 'report'), 'https://example.com/report');
    expect(html()).toBe(
      '<p>Read <a href="https://example.com/report">the <strong>report</strong></a> today</p>',
    );
  });

  it('changes the address of the link at the caret, and removes it', () => {
    editor('<p>See <a href="https://old.example.com/">this</a></p>');
    applyLink(root, caret('this', 2), 'https://new.example.com/');
    expect(html()).toBe('<p>See <a href="https://new.example.com/">this</a></p>');
    removeLink(root, caret('this', 2));
    expect(html()).toBe('<p>See this</p>');
  });

  it('inserts the address as the link text at a caret', () => {
    editor('<p>Go: </p>');
    applyLink(root, caret('Go: ', 4), 'https://example.com/');
    expect(html()).toBe('<p>Go: <a href="https://example.com/">https://example.com/</a></p>');
  });
});

describe('clear formatting', () => {
  it('removes inline formatting and links from the selection and makes the block a paragraph', () => {
    editor('<h2><strong>Big</strong> <a href="https://example.com/">news</a></h2><p><em>keep</em></p>');
    clearFormatting(root, selectAcross('Big', 'news'));
    expect(html()).toBe('<p>Big news</p><p><em>keep</em></p>');
  });

  it('clears the line around a caret', () => {
    editor('<ul><li><u>one</u></li><li><u>two</u></li></ul>');
    clearFormatting(root, caret('two', 1));
    expect(html()).toBe('<ul><li><u>one</u></li></ul><p>two</p>');
  });
});

describe('the editor HTML', () => {
  const clean = (source: string) => {
    const holder = document.createElement('div');
    holder.appendChild(parseEditorHtml(source));
    return holder.innerHTML;
  };

  it('keeps only the tags the server keeps, mapping browser tags to them', () => {
    expect(clean('<div>one <b>two</b> <i>three</i></div><h1>Top</h1><h5>low</h5>')).toBe(
      '<p>one <strong>two</strong> <em>three</em></p><h2>Top</h2><h4>low</h4>',
    );
  });

  it('drops scripts, event handlers, styles and unsafe links', () => {
    expect(
      clean(
        '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">b</a><a href="http://x.test/">c</a></p>',
      ),
    ).toBe('<p>abc</p>');
  });

  it('keeps https and mailto links', () => {
    expect(
      clean('<p><a href="https://x.test/" target="_blank">a</a><a href="mailto:me@x.test">b</a></p>'),
    ).toBe('<p><a href="https://x.test/">a</a><a href="mailto:me@x.test">b</a></p>');
  });

  it('puts loose text into paragraphs and removes empty lines at either end', () => {
    editor('<p><br></p>text<br>more<p></p><blockquote>quote</blockquote><p><br></p>');
    expect(html()).toBe('<p>text<br>more</p><p><br></p><blockquote><p>quote</p></blockquote>');
  });

  it('leaves an empty editor empty', () => {
    editor('');
    expect(root.innerHTML).toBe('<p><br></p>');
    expect(html()).toBe('');
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
