import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { purifyReply } from './purify-reply';
import { renderReply, sanitizeReply } from './render-reply';

describe('the two sanitisers', () => {
  /** HTML as a browser reads and writes it back, so that the two serialisations compare. */
  const parsed = (html: string): string => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return container.innerHTML;
  };

  it.each([
    '**Bold**, `code`\n\n| a | b |\n|:-|-:|\n| 1 | https://x.example/a.png |',
    '![diagram](http://x.example/d.jpg "Wiring") [spec](http://x.example/s.pdf) mail@x.example',
    '```ts\nif (a < b) go();\n```\n\n> quoted\n\n---\n\n1. one\n2. two',
    '<video controls><source src="/a.mp4"></video> <a href="//x.example" class="cw-link">x</a>',
    '<span class="cw-button" style="color:red" onclick="go()">Pay</span><img src="x" onerror="go()">',
  ])('keep the same things of %j: the browser changes nothing the server sent', (text) => {
    const server = renderReply(text);
    expect(purifyReply(server)).toBe(parsed(server));
  });

  it('on the server alone, never keep a script, a handler or a javascript: URL', () => {
    const html = renderReply('<script>go()</script><a href="javascript:go()" onclick="go()">x</a>');
    expect(html).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('a line of plain words', () => {
  // Pieces of ordinary chat lines, and the ones that make a line markdown after all: a numbered-list
  // start, an autolink, spaces at the ends and in a row.
  const piece = fc.constantFrom(
    ...[
      'Thanks',
      'a',
      'Z',
      'é',
      'жду',
      '漢字',
      '7',
      '2026',
      'I',
      "'m",
      '"ok"',
      ',',
      '.',
      '?',
      '!',
      ' ',
      '  ',
    ],
    ...['1.', '12. ', 'www.', 'WWW.', 'www', '.com', '3.5', '-', '*', '_', '#', '>', '\n', '&', '<b>', ':'],
  );
  const line = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));

  it('is rendered as markdown and the sanitiser would render it, without them', () => {
    let plain = 0;
    fc.assert(
      fc.property(line, (text) => {
        const html = renderReply(text, { siteOrigin: 'https://www.example.com' });
        if (html === `<p>${text}</p>\n`) plain++;
        expect(html).toBe(sanitizeReply(renderMarkdown(text, { siteOrigin: 'https://www.example.com' })));
      }),
      { numRuns: 3000 },
    );
    // Both paths were taken, many times each.
    expect(plain).toBeGreaterThan(300);
    expect(plain).toBeLessThan(2700);
  });

  it('keeps the lines that only look plain on the full path', () => {
    expect(renderReply('1. Switch off')).toBe('<ol>\n<li>Switch off</li>\n</ol>\n');
    expect(renderReply('See www.example.com')).toContain('<a class="cw-link"');
    expect(renderReply('    indented')).toBe('<pre><code>indented\n</code></pre>\n');
    expect(renderReply('It\'s 3.5 kW, isn\'t it? "Yes!"')).toBe('<p>It\'s 3.5 kW, isn\'t it? "Yes!"</p>\n');
  });
});
