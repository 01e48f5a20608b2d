import { describe, expect, it } from 'vitest';
import { pagePassages } from './page-passages';

/** A page as the site's server build renders it: the header, the main content, the footer, the widget. */
const page = (main: string) => `<!doctype html><html lang="en"><head><title>Widgets | Example</title></head>
<body><div id="root"><header class="header"><a href="/">Home</a><nav aria-label="Main"><ul>
<li><a href="/widgets">Widgets</a></li></ul></nav></header>
<main id="main">${main}</main>
<footer class="footer"><h2>Explore</h2><p>Copyright Example Inc. All rights reserved.</p></footer>
<div class="consent-banner" role="dialog"><h2>Cookies</h2><p>We use cookies to improve the site.</p></div></div>
<script>window.ChatWidget = { q: [] };</script></body></html>`;

const sections = (html: string, document?: string) =>
  pagePassages(html, document).map(({ section, body }) => ({ section, body }));

describe('pagePassages', () => {
  it('reads the main content only, one passage per heading, the page named as asked', () => {
    const passages = pagePassages(
      page(`<h1>All About Widgets</h1><p>Widgets make every gadget better.</p>
        <h2>Colours</h2><p>Every widget comes in <strong>twelve</strong> colours.</p>
        <h2>Sizes</h2><p>Small, medium and large.</p>`),
      'Widgets page',
    );
    expect(passages).toEqual([
      {
        document: 'Widgets page',
        section: 'All About Widgets',
        body: 'Widgets make every gadget better.',
        safetyGuidelines: false,
        fromPage: true,
      },
      {
        document: 'Widgets page',
        section: 'Colours',
        body: 'Every widget comes in twelve colours.',
        safetyGuidelines: false,
        fromPage: true,
      },
      {
        document: 'Widgets page',
        section: 'Sizes',
        body: 'Small, medium and large.',
        safetyGuidelines: false,
        fromPage: true,
      },
    ]);
  });

  it('names the page by its h1, else its title, when no name is given', () => {
    expect(pagePassages(page('<h1>All About Widgets</h1><p>Widgets are small.</p>'))[0]?.document).toBe(
      'All About Widgets',
    );
    expect(pagePassages(page('<h2>Colours</h2><p>Twelve colours.</p>'))[0]?.document).toBe(
      'Widgets | Example',
    );
  });

  it('gives an h2 its text up to its first h3 and the names of its h3s, and each h3 its own text', () => {
    expect(
      sections(
        page(`<h2>Capabilities</h2><p>Every widget can do three things.</p>
          <h3>Spin</h3><p>It spins at 300 rpm.</p><h3>Glow</h3><p>It glows in the dark.</p>
          <h2>Warranty</h2><p>Two years on every widget.</p>`),
      ),
    ).toEqual([
      { section: 'Capabilities', body: 'Every widget can do three things.\n\n- Spin\n- Glow' },
      { section: 'Spin', body: 'It spins at 300 rpm.' },
      { section: 'Glow', body: 'It glows in the dark.' },
      { section: 'Warranty', body: 'Two years on every widget.' },
    ]);
  });

  it('keeps a card’s figure written before its heading with that heading', () => {
    const cards = ['Up to 98%|Efficiency|Low losses.', 'Up to 8|Vehicles|Charged at once.']
      .map((card) => card.split('|'))
      .map(([figure, name, text]) => `<div class="card"><p>${figure}</p><h3>${name}</h3><p>${text}</p></div>`)
      .join('');
    expect(
      sections(page(`<section><h2>Why widgets</h2><div class="cards">${cards}</div></section>`)),
    ).toEqual([
      { section: 'Why widgets', body: '- Efficiency\n- Vehicles' },
      { section: 'Efficiency', body: 'Up to 98%\n\nLow losses.' },
      { section: 'Vehicles', body: 'Up to 8\n\nCharged at once.' },
    ]);
  });

  it('writes lists as "- " items, keeps links’ text and drops pictures, their alt text and controls', () => {
    expect(
      sections(
        page(`<section><h2>Downloads</h2><img src="/w.png" alt="A widget on a table"/>
          <p>Read the <a href="/manual.pdf">manual</a> before use.<svg><title>icon</title></svg></p>
          <ul><li>Spec sheet (PDF)</li><li>Brochure (PDF)</li></ul>
          <button type="button">Show more</button><span class="visually-hidden">, opens in a new tab</span></section>`),
      ),
    ).toEqual([
      { section: 'Downloads', body: 'Read the manual before use.\n\n- Spec sheet (PDF)\n- Brochure (PDF)' },
    ]);
  });

  it('reads words of neighbouring elements as separate words', () => {
    expect(
      sections(
        page(
          '<h2>Visit us</h2><address><span>Address</span><span>1 Main Street</span><span>Springfield</span></address>',
        ),
      ),
    ).toEqual([{ section: 'Visit us', body: 'Address 1 Main Street Springfield' }]);
  });

  it('drops what is only a button or a link to click, and a form’s labels', () => {
    expect(
      sections(
        page(`<h2>Talk to us</h2><button>Open the chat</button>
          <h2>Next steps</h2><div><a class="button" href="/contact-us">Contact Us</a></div>
          <h2>Send us a message</h2><form><label>First Name</label><input name="first"/></form>
          <h2>Hours</h2><p>We answer from 9 to 5.</p><a class="button" href="/contact-us">Contact Us</a>
          <ul><li><a href="/hours.pdf">Opening hours (PDF)</a></li></ul>`),
      ),
    ).toEqual([{ section: 'Hours', body: 'We answer from 9 to 5.' }]);
  });

  it('reads a looping carousel’s copies of its slides once', () => {
    const copy = ' aria-hidden="true" inert=""';
    const slide = (name: string, text: string, attributes = '') =>
      `<div class="slide"${attributes}><h3>${name}</h3><p>${text}</p></div>`;
    const features = [
      slide('Glow', 'It glows in the dark.', copy),
      slide('Spin', 'It spins at 300 rpm.'),
      slide('Glow', 'It glows in the dark.'),
      slide('Spin', 'It spins at 300 rpm.', copy),
    ].join('');
    const quote = (text: string, who: string, attributes = '') =>
      `<figure${attributes}><blockquote>${text}</blockquote><figcaption>${who}</figcaption></figure>`;
    const quotes = [
      quote('Quiet and quick.', 'Ann, Leeds', copy),
      quote('It never stops.', 'Bo, Oslo'),
      quote('Quiet and quick.', 'Ann, Leeds'),
    ].join('');
    expect(
      sections(
        page(`<section><h2>Features</h2><div class="track">${features}</div></section>
          <section><h2>What owners say</h2><div class="track">${quotes}</div></section>`),
      ),
    ).toEqual([
      { section: 'Features', body: '- Glow\n- Spin' },
      { section: 'Glow', body: 'It glows in the dark.' },
      { section: 'Spin', body: 'It spins at 300 rpm.' },
      { section: 'What owners say', body: 'Quiet and quick.\n\nAnn, Leeds\n\nIt never stops.\n\nBo, Oslo' },
    ]);
  });

  it('reads an accordion’s heading (a button) and its closed panel', () => {
    expect(
      sections(
        page(`<h2>Open positions</h2><p>Two roles are open.</p>
          <div class="job"><h3><button aria-expanded="false">Test Engineer</button></h3>
          <div hidden=""><h4>Requirements</h4><ul><li>Two years of testing.</li></ul></div></div>`),
      ),
    ).toEqual([
      { section: 'Open positions', body: 'Two roles are open.\n\n- Test Engineer' },
      { section: 'Test Engineer', body: 'Requirements\n\n- Two years of testing.' },
    ]);
  });

  it('reads an item made of blocks (a person’s card) as those blocks', () => {
    expect(
      sections(
        page(`<h2>Team</h2><ul><li><h3>Ada Lane</h3><p>Chief Engineer</p>
          <ul><li>Twenty years of widgets.</li></ul></li></ul>`),
      ),
    ).toEqual([
      { section: 'Team', body: '- Ada Lane' },
      { section: 'Ada Lane', body: 'Chief Engineer\n\n- Twenty years of widgets.' },
    ]);
  });

  it('reads nothing from a page without a main element', () => {
    expect(pagePassages('<html><body><h2>Colours</h2><p>Twelve colours.</p></body></html>')).toEqual([]);
  });
});
