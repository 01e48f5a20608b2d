import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FormatOptions, renderMarkdown } from './markdown';
import { purifyReply } from './purify-reply';
import { renderReply, sanitizeReply } from './render-reply';
import { cleanUrl, fileName, safeUrl, splitTrailing, urlKind } from './urls';

/** The whole pipeline: rendered and sanitised by the server, sanitised again by the browser. */
const formatReply = (text: string, options?: FormatOptions): string =>
  purifyReply(renderReply(text, options));

/** Formats a reply and returns a detached container to query. */
function render(text: string, siteOrigin?: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = formatReply(text, siteOrigin ? { siteOrigin } : undefined);
  return container;
}

const anchors = (container: HTMLElement): HTMLAnchorElement[] => [...container.querySelectorAll('a')];

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

describe('a reply: images', () => {
  it('renders markdown images with alt text, lazy loading and data-lightbox', () => {
    const image = render('![Wiring diagram](https://example.com/wiring.png "Wiring")').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://example.com/wiring.png');
    expect(image?.getAttribute('alt')).toBe('Wiring diagram');
    expect(image?.getAttribute('title')).toBe('Wiring');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.hasAttribute('data-lightbox')).toBe(true);
    expect(image?.className).toBe('cw-image');
  });

  it.each(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'PNG'])(
    'turns a bare URL ending in .%s into an image',
    (extension) => {
      const container = render(`Here it is: https://cdn.example.com/photos/unit.${extension}`);
      const image = container.querySelector('img');
      expect(image?.getAttribute('src')).toBe(`https://cdn.example.com/photos/unit.${extension}`);
      expect(image?.getAttribute('alt')).toBe(`unit.${extension}`);
      expect(image?.hasAttribute('data-lightbox')).toBe(true);
      expect(container.querySelector('a')).toBeNull();
    },
  );

  it('allows a query string after the image extension', () => {
    const image = render('https://cdn.example.com/a.jpg?w=300&h=200').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/a.jpg?w=300&h=200');
  });

  it('turns a markdown link to an image into an image with the link label as alt', () => {
    const image = render('[Front panel](https://example.com/panel.webp)').querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Front panel');
  });

  it('adds data-lightbox to images written as HTML', () => {
    expect(
      render('<img src="https://example.com/a.png" alt="a">').querySelector('img[data-lightbox]'),
    ).not.toBeNull();
  });

  it('shows only the alt text when the image URL is not allowed', () => {
    expect(formatReply('![diagram](data:image/png;base64,AAAA)')).toBe('<p>diagram</p>\n');
  });
});

describe('a reply: videos', () => {
  it.each([
    ['mp4', 'video/mp4'],
    ['webm', 'video/webm'],
    ['ogg', 'video/ogg'],
  ])('turns a URL ending in .%s into a video with controls and a fallback link', (extension, type) => {
    const container = render(`Watch: https://example.com/media/install.${extension}`);
    const video = container.querySelector('video');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.getAttribute('preload')).toBe('metadata');
    const source = video?.querySelector('source');
    expect(source?.getAttribute('src')).toBe(`https://example.com/media/install.${extension}`);
    expect(source?.getAttribute('type')).toBe(type);
    const fallback = container.querySelector('a.cw-video-link');
    expect(fallback?.getAttribute('href')).toBe(`https://example.com/media/install.${extension}`);
    expect(fallback?.textContent).toBe(`install.${extension}`);
  });

  it('leaves the type of .mov videos to the browser', () => {
    const source = render('https://example.com/clip.mov').querySelector('video source');
    expect(source?.getAttribute('src')).toBe('https://example.com/clip.mov');
    expect(source?.hasAttribute('type')).toBe(false);
  });

  it('turns markdown links to videos into videos too', () => {
    expect(render('[demo](https://example.com/demo.webm)').querySelector('video')).not.toBeNull();
  });
});

describe('a reply: file links', () => {
  it.each(['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'csv', 'txt', 'zip'])(
    'links a .%s file by its name, in a new tab, without download',
    (extension) => {
      const [link] = anchors(render(`Download https://example.com/files/datasheet.${extension}`));
      expect(link?.textContent).toBe(`datasheet.${extension}`);
      expect(link?.className).toBe('cw-file-link');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.hasAttribute('download')).toBe(false);
    },
  );

  it('names the file decoded and without its query string', () => {
    const [link] = anchors(
      render('[manual](https://example.com/docs/Installation%20Manual%20v2.pdf?token=abc#p3)'),
    );
    expect(link?.textContent).toBe('Installation Manual v2.pdf');
    expect(link?.getAttribute('href')).toBe(
      'https://example.com/docs/Installation%20Manual%20v2.pdf?token=abc#p3',
    );
  });
});

describe('a reply: other links', () => {
  it('labels markdown links "Click here"', () => {
    const [link] = anchors(render('See [the product page](https://example.com/products/st-200).'));
    expect(link?.textContent).toBe('Click here');
    expect(link?.getAttribute('href')).toBe('https://example.com/products/st-200');
    expect(link?.className).toBe('cw-link');
  });

  it('labels bare URLs and <autolinks> "Click here"', () => {
    const links = anchors(
      render('Visit https://example.com/a or <https://example.com/b> or www.example.com/c'),
    );
    expect(links.map((link) => link.textContent)).toEqual(['Click here', 'Click here', 'Click here']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://www.example.com/c',
    ]);
  });

  it('keeps relative and same-page links', () => {
    const links = anchors(render('[a](/products/st-200) and [b](#specs)'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/st-200', '#specs']);
  });

  it('keeps the address of mailto: and tel: links as their text', () => {
    const links = anchors(render('Write to support@example.com or [call us](tel:+15550100)'));
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['mailto:support@example.com', 'support@example.com'],
      ['tel:+15550100', 'call us'],
    ]);
  });

  it('opens every link in a new tab with noopener noreferrer', () => {
    const links = anchors(
      render('[a](https://example.com) https://example.com/x.pdf mail@example.com <a href="/raw">raw</a>'),
    );
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

describe('a reply: contact-us lines', () => {
  it('removes a line that is only a contact-us link', () => {
    expect(formatReply('Hello\n\nhttps://example.com/contact-us\n\nBye')).toBe('<p>Hello</p>\n<p>Bye</p>\n');
    expect(formatReply('Hello\n[Contact us](/contact-us)\nBye')).toBe('<p>Hello<br>Bye</p>\n');
  });

  it('removes a contact-us link line with a label', () => {
    expect(formatReply('Hello\nContact us: https://www.example.com/en/contact-us.\nBye')).toBe(
      '<p>Hello<br>Bye</p>\n',
    );
    expect(formatReply('Hello\n- **Contact Us:** <https://example.com/contact-us?from=bot>')).toBe(
      '<p>Hello</p>\n',
    );
    expect(
      formatReply('Hello\nFor more help, contact us at [our form](https://example.com/contact-us-form)'),
    ).toBe('<p>Hello</p>\n');
  });

  it('keeps sentences that merely contain a contact-us link or word', () => {
    expect(render('You can reach the team on the contact-us page.').textContent).toBe(
      'You can reach the team on the contact-us page.\n',
    );
    expect(
      anchors(render('If the fault persists, use [this form](/contact-us) and add photos.')),
    ).toHaveLength(1);
  });

  it('with siteOrigin, removes only contact-us links of the company site (or relative ones)', () => {
    const text =
      'A\nhttps://www.example.com/contact-us\nB\nhttps://partner.test/contact-us\nC\n[Contact us](/contact-us)';
    const container = render(text, 'https://example.com');
    expect(anchors(container).map((link) => link.getAttribute('href'))).toEqual([
      'https://partner.test/contact-us',
    ]);
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

describe('a reply: URL cleaning', () => {
  it('strips trailing punctuation that ends the sentence and keeps it as text', () => {
    const container = render(
      'See https://example.com/a. Or https://example.com/b, or https://example.com/c!',
    );
    expect(anchors(container).map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
    ]);
    expect(container.textContent).toBe('See Click here. Or Click here, or Click here!\n');
  });

  it('keeps balanced parentheses and drops an unbalanced closing one', () => {
    const container = render(
      '(see https://en.example.org/wiki/Inverter_(electrical)) and https://example.com/x]',
    );
    expect(anchors(container).map((link) => link.getAttribute('href'))).toEqual([
      'https://en.example.org/wiki/Inverter_(electrical)',
      'https://example.com/x',
    ]);
    expect(container.textContent).toBe('(see Click here) and Click here]\n');
  });

  it('strips quotes and angle brackets around URLs', () => {
    const container = render(
      '"https://example.com/q" and [x]("https://example.com/r") and [y](<https://example.com/s>)',
    );
    expect(anchors(container).map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/q',
      'https://example.com/r',
      'https://example.com/s',
    ]);
  });

  it('repairs whitespace inside markdown link targets', () => {
    const links = anchors(
      render('[a](https://example.com/long/\n  path) and [b]( https://example.com/My File.pdf )'),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/long/path',
      'https://example.com/My%20File.pdf',
    ]);
    expect(links[1]?.textContent).toBe('My File.pdf');
  });

  it('keeps a title after a spaced target', () => {
    const [link] = anchors(render('[a](https://example.com/a b "The title")'));
    expect(link?.getAttribute('href')).toBe('https://example.com/a%20b');
    expect(link?.getAttribute('title')).toBe('The title');
  });

  it('upgrades http:// (and protocol-relative URLs) to https://', () => {
    const container = render('[a](http://example.com/a) HTTP://example.com/b ![c](//cdn.example.com/c.png)');
    expect(anchors(container).map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/c.png');
  });

  it('upgrades http:// in links written as HTML too', () => {
    expect(render('<a href="http://example.com">x</a>').querySelector('a')?.getAttribute('href')).toBe(
      'https://example.com',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a',
  ])('drops a %s link and keeps its text', (url) => {
    const container = render(`[the text](${url})`);
    expect(anchors(container)).toHaveLength(0);
    expect(container.textContent).toBe('the text\n');
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

describe('URL helpers', () => {
  it('safeUrl allows https, mailto, tel and relative URLs only', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('http://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(safeUrl('tel:+1555')).toBe('tel:+1555');
    expect(safeUrl('../a?b#c')).toBe('../a?b#c');
    expect(safeUrl(' java\tscript:alert(1)')).toBeNull();
    expect(safeUrl('java\u0000script:alert(1)')).toBeNull();
  });

  it('splitTrailing separates sentence punctuation', () => {
    expect(splitTrailing('https://a.example/x).')).toEqual(['https://a.example/x', ').']);
    expect(splitTrailing('https://a.example/(x)')).toEqual(['https://a.example/(x)', '']);
  });

  it('cleanUrl unwraps and trims', () => {
    expect(cleanUrl(' <https://a.example/x>; ')).toBe('https://a.example/x');
    expect(cleanUrl("'https://a.example/?a=1&amp;b=2'")).toBe('https://a.example/?a=1&b=2');
  });

  it('urlKind and fileName read the path only', () => {
    expect(urlKind('https://a.example/x.pdf?name=y.png')).toBe('file');
    expect(urlKind('https://a.example/page?f=x.pdf')).toBe('link');
    expect(urlKind('mailto:a@b.png')).toBe('link');
    expect(fileName('https://a.example/dir/R%C3%A9sum%C3%A9.docx?x=1')).toBe('Résumé.docx');
    expect(fileName('https://a.example/bad%E0.zip')).toBe('bad%E0.zip');
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
