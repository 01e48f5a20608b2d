import { describe, expect, it } from 'vitest';
import { anchors, formatReply, render } from './render-reply-fixtures';

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
