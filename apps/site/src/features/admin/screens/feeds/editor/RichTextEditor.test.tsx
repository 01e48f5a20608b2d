import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

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

/** Selects `part` of the first text node that contains it, as a person dragging over it would. */
function selectText(part: string) {
  const area = screen.getByRole('textbox', { name: 'Description' });
  const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = (node as Text).data.indexOf(part);
    if (start < 0) continue;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + part.length);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    fireEvent.mouseUp(area);
    return;
  }
  throw new Error(`No text "${part}"`);
}

const html = () => screen.getByTestId('html').textContent;

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox with a formatting toolbar', () => {
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('contenteditable')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Description: Formatting' });
    const names = Array.from(toolbar.querySelectorAll('button')).map((button) =>
      button.getAttribute('aria-label'),
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
    ]);
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes the selection bold from the toolbar and shows the button pressed', async () => {
    render(<Harness />);
    selectText('brave');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(html()).toBe('<p>Hello <strong>brave</strong> world</p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(html()).toBe('<p>Hello brave world</p>');
  });

  it('formats with Ctrl+I and Ctrl+U', () => {
    render(<Harness />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    selectText('brave');
    fireEvent.keyDown(area, { key: 'i', ctrlKey: true });
    expect(html()).toBe('<p>Hello <em>brave</em> world</p>');
    selectText('world');
    fireEvent.keyDown(area, { key: 'u', metaKey: true });
    expect(html()).toBe('<p>Hello <em>brave</em> <u>world</u></p>');
  });

  it('makes headings and lists', async () => {
    render(<Harness initial="<p>Title</p><p>one</p>" />);
    selectText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'Heading' }));
    selectText('one');
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(html()).toBe('<h2>Title</h2><ol><li>one</li></ol>');
    expect(screen.getByRole('button', { name: 'Numbered list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for an https address for a link and refuses anything else', async () => {
    render(<Harness />);
    selectText('brave');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /Link address/ });
    expect(document.activeElement).toBe(address);
    await userEvent.type(address, 'http://example.com{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('Links must start with https://');
    expect(html()).toBe('<p>Hello brave world</p>');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/brave');
    await userEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(html()).toBe('<p>Hello <a href="https://example.com/brave">brave</a> world</p>');
    expect(screen.queryByRole('group', { name: 'Link address' })).toBeNull();
  });

  it('clears formatting', async () => {
    render(<Harness initial="<h2><strong>Big</strong> news</h2>" />);
    selectText('Big');
    await userEvent.click(screen.getByRole('button', { name: 'Clear formatting' }));
    expect(html()).toBe('<p>Big news</p>');
  });

  it('pastes plain text only', () => {
    render(<Harness initial="<p>ab</p>" />);
    selectText('b');
    const area = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.paste(area, {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'X<script>' : '<b>X</b>') },
    });
    expect(html()).toBe('<p>aX&lt;script&gt;</p>');
  });

  it('moves between toolbar buttons with the arrow keys (one tab stop)', async () => {
    render(<Harness />);
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Italic' }).getAttribute('tabindex')).toBe('-1');
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear formatting' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(bold);
  });
});
