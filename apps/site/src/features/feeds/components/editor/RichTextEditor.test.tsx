import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

// jsdom lays nothing out: ProseMirror asks where the selection is (to scroll it into view) and gets no boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

function Harness({ initial = '<p>Hello brave world</p>', onChange = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Description"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <output data-testid="html">{value}</output>
    </>
  );
}

const area = () => screen.getByRole('textbox', { name: 'Description' });

/**
 * Selects `part` of the first text node that contains it, as a person dragging over it would; with
 * `caretAt`, puts the caret that many characters into it instead.
 */
function selectText(part: string, caretAt?: number) {
  const walker = document.createTreeWalker(area(), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = (node as Text).data.indexOf(part);
    if (start < 0) continue;
    act(() => {
      area().focus();
      const range = document.createRange();
      range.setStart(node, start + (caretAt ?? 0));
      range.setEnd(node, start + (caretAt ?? part.length));
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
    });
    return;
  }
  throw new Error(`No text "${part}"`);
}

const html = () => screen.getByTestId('html').textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with a formatting toolbar', () => {
    render(<Harness />);
    expect(area().getAttribute('aria-multiline')).toBe('true');
    expect(area().getAttribute('contenteditable')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Description: Formatting' });
    const names = Array.from(toolbar.querySelectorAll('button')).map((item) =>
      item.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Clear formatting',
      'Undo',
      'Redo',
    ]);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    expect(button('Bold').getAttribute('aria-keyshortcuts')).toBe('Control+B Meta+B');
    expect(button('Undo').getAttribute('aria-disabled')).toBe('true');
  });

  it('makes the selection bold from the toolbar and shows the button pressed', async () => {
    render(<Harness />);
    selectText('brave');
    await userEvent.click(button('Bold'));
    expect(html()).toBe('<p>Hello <strong>brave</strong> world</p>');
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button('Bold'));
    expect(html()).toBe('<p>Hello brave world</p>');
  });

  it('formats with Ctrl+I and Ctrl+U, and undoes with Ctrl+Z or the Undo button', async () => {
    render(<Harness />);
    selectText('brave');
    fireEvent.keyDown(area(), { key: 'i', ctrlKey: true });
    expect(html()).toBe('<p>Hello <em>brave</em> world</p>');
    selectText('world');
    fireEvent.keyDown(area(), { key: 'u', ctrlKey: true });
    expect(html()).toBe('<p>Hello <em>brave</em> <u>world</u></p>');
    fireEvent.keyDown(area(), { key: 'z', ctrlKey: true });
    expect(html()).toBe('<p>Hello <em>brave</em> world</p>');
    expect(button('Undo').getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(button('Undo'));
    expect(html()).toBe('<p>Hello brave world</p>');
    await userEvent.click(button('Redo'));
    expect(html()).toBe('<p>Hello <em>brave</em> world</p>');
  });

  it('makes headings and lists', async () => {
    render(<Harness initial="<p>Title</p><p>one</p>" />);
    selectText('Title');
    await userEvent.click(button('Heading'));
    selectText('one');
    await userEvent.click(button('Numbered list'));
    expect(html()).toBe('<h2>Title</h2><ol><li>one</li></ol>');
    expect(button('Numbered list').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button('Bulleted list'));
    expect(html()).toBe('<h2>Title</h2><ul><li>one</li></ul>');
    selectText('Title');
    expect(button('Heading').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button('Heading'));
    expect(html()).toBe('<p>Title</p><ul><li>one</li></ul>');
  });

  it('asks for an https address for a link and refuses anything else', async () => {
    render(<Harness />);
    selectText('brave');
    await userEvent.click(button('Link'));
    const address = screen.getByRole('textbox', { name: /Link address/ });
    expect(document.activeElement).toBe(address);
    await userEvent.type(address, 'http://example.com{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('Links must start with https://');
    expect(html()).toBe('<p>Hello brave world</p>');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/brave');
    await userEvent.click(button('Apply link'));
    expect(html()).toBe('<p>Hello <a href="https://example.com/brave">brave</a> world</p>');
    expect(screen.queryByRole('group', { name: 'Link address' })).toBeNull();
    expect(button('Link').getAttribute('aria-pressed')).toBe('true');
  });

  it('changes and removes the link at the caret', async () => {
    render(<Harness initial='<p>See <a href="https://old.example.com/">this</a></p>' />);
    selectText('this', 2);
    await userEvent.click(button('Link'));
    const address = screen.getByRole('textbox', { name: /Link address/ });
    expect((address as HTMLInputElement).value).toBe('https://old.example.com/');
    await userEvent.clear(address);
    await userEvent.type(address, 'new.example.com{Enter}');
    expect(html()).toBe('<p>See <a href="https://new.example.com/">this</a></p>');
    selectText('this', 1);
    await userEvent.click(button('Link'));
    await userEvent.click(button('Remove link'));
    expect(html()).toBe('<p>See this</p>');
  });

  it('clears formatting', async () => {
    render(<Harness initial="<h2><strong>Big</strong> news</h2><p><em>keep</em></p>" />);
    selectText('Big');
    await userEvent.click(button('Clear formatting'));
    expect(html()).toBe('<p>Big news</p><p><em>keep</em></p>');
  });

  it('pastes only what the feed allowlist keeps', () => {
    render(<Harness initial="<p>ab</p>" />);
    selectText('b');
    const pasted = {
      'text/plain': 'X alert(1) Y',
      'text/html':
        '<p>X</p><h1 style="color:red">T</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<p class="MsoNormal"><b>Y</b> <a href="javascript:alert(3)">js</a> <a href="https://example.com/">ok</a></p>',
    } as Record<string, string>;
    fireEvent.paste(area(), {
      clipboardData: { types: Object.keys(pasted), getData: (type: string) => pasted[type] ?? '' },
    });
    expect(html()).toBe(
      '<p>aX</p><h2>T</h2><p><strong>Y</strong> js <a href="https://example.com/">ok</a></p>',
    );
  });

  it('loads a stored description and hands it back unchanged when nothing is edited', () => {
    const stored =
      '<h3>Highlights</h3><p><strong>Cary</strong> — text with <a href="mailto:press@ohmsteadpower.com">mail</a>.</p>' +
      '<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul><blockquote><p>quote</p></blockquote><p><s>old</s></p>';
    render(<Harness initial={stored} />);
    expect(area().querySelector('h3')?.textContent).toBe('Highlights');
    selectText('text');
    fireEvent.keyDown(area(), { key: 'b', ctrlKey: true });
    fireEvent.keyDown(area(), { key: 'b', ctrlKey: true });
    expect(html()).toBe(stored);
  });

  it('moves between toolbar buttons with the arrow keys (one tab stop)', async () => {
    render(<Harness />);
    const bold = button('Bold');
    expect(bold.getAttribute('tabindex')).toBe('0');
    expect(button('Italic').getAttribute('tabindex')).toBe('-1');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Italic'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(button('Redo'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(bold);
  });
});
