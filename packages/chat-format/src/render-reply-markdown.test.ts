import { describe, expect, it } from 'vitest';
import { formatReply, render } from './render-reply-fixtures';

describe('a reply: markdown', () => {
  it('renders bold, italic and inline code', () => {
    expect(formatReply('**Bold**, _italic_ and `code`')).toBe(
      '<p><strong>Bold</strong>, <em>italic</em> and <code>code</code></p>\n',
    );
  });

  it('renders bullet and numbered lists', () => {
    const container = render('Steps:\n\n1. Switch off\n2. Wait 45 minutes\n\n- IP65\n- 270 A');
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      'Switch off',
      'Wait 45 minutes',
    ]);
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['IP65', '270 A']);
  });

  it('renders fenced code blocks', () => {
    expect(render('```\nvoltage = 480\n```').querySelector('pre > code')?.textContent).toBe(
      'voltage = 480\n',
    );
  });

  it('turns single line breaks into <br> and keeps paragraphs', () => {
    const container = render('Line one\nLine two\n\nNext paragraph');
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('p')?.innerHTML).toBe('Line one<br>Line two');
  });

  it('renders headings from h3 down, as the bubble is small', () => {
    expect(formatReply('# Safety\n\n### Grounding')).toBe('<h3>Safety</h3>\n<h5>Grounding</h5>\n');
  });

  it('keeps blockquotes and rules', () => {
    const container = render('> Note\n\n---');
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('Note');
    expect(container.querySelector('hr')).not.toBeNull();
  });
});

describe('a reply: tables', () => {
  const table = '| Spec | Value |\n|:--|--:|\n| Input | 400-480 VAC |\n| Current | 270 A |';

  it('wraps GFM tables in a horizontally scrolling container with a class for styling', () => {
    const container = render(table);
    const wrapper = container.querySelector('div.cw-table-wrap');
    expect(wrapper?.firstElementChild?.matches('table.cw-table')).toBe(true);
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Spec', 'Value']);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      'Input400-480 VAC',
      'Current270 A',
    ]);
  });

  it('carries column alignment as classes, not style', () => {
    const container = render(table);
    expect(container.querySelector('th')?.className).toBe('cw-align-left');
    expect(container.querySelector('td:last-child')?.className).toBe('cw-align-right');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('keeps <br> inside cells and formats links in cells', () => {
    const container = render('| a | b |\n|---|---|\n| one<br>two | https://example.com |');
    expect(container.querySelector('td')?.innerHTML).toBe('one<br>two');
    expect(container.querySelector('td:last-child a')?.textContent).toBe('Click here');
  });
});

describe('a reply: line breaks', () => {
  it('collapses three or more line breaks into one paragraph break', () => {
    expect(formatReply('One\n\n\nTwo\n\n\n\n\nThree')).toBe(formatReply('One\n\nTwo\n\nThree'));
    expect(formatReply('One\n \n\t\n\nTwo')).toBe('<p>One</p>\n<p>Two</p>\n');
  });

  it('trims leading and trailing blank lines', () => {
    expect(formatReply('\n\n  \nHello\n\n\n')).toBe('<p>Hello</p>\n');
  });

  it('handles Windows line endings', () => {
    expect(formatReply('One\r\n\r\n\r\n\r\nTwo')).toBe('<p>One</p>\n<p>Two</p>\n');
  });
});

describe('a reply: robustness', () => {
  it.each([undefined, null, 42, {}, ['a']])('returns an empty string for %j', (value) => {
    expect(formatReply(value as unknown as string)).toBe('');
  });

  it('returns an empty string for an empty reply', () => {
    expect(formatReply('')).toBe('');
    expect(formatReply('\n\n\n')).toBe('');
  });

  it('drops classes it does not emit itself, so raw HTML cannot dress up as widget UI', () => {
    expect(formatReply('<span class="cw-button">Pay now</span> <code class="language-ts">x</code>')).toBe(
      '<p><span>Pay now</span> <code class="language-ts">x</code></p>\n',
    );
  });

  it('never emits a style attribute', () => {
    expect(formatReply('<p style="color:red">x</p>')).toBe('<p>x</p>');
  });
});
