import { describe, expect, it } from 'vitest';
import { textFromHtml } from '@/lib/feeds/feed-format';
import { sanitizeHtml } from '@/lib/safe-html';
import { serverHtmlTools } from './html-tools';

/**
 * A page rendered on the server is hydrated by the browser: what the server's sanitiser and text
 * extraction write must be what DOMPurify and DOMParser write for the same HTML, or React finds a
 * difference (and the two must be as safe as each other).
 */
const samples = [
  '<p><strong>Cary, North Carolina</strong> — Ohmstead Power, Inc. &amp; partners.</p>',
  '<p>See our <a href="https://www.ohmsteadpower.com/careers">careers page</a> or <a title="Mail" href="mailto:press@ohmsteadpower.com">write</a>.</p>',
  '<p>Local <a href="/about-us" target="_self" rel="opener">About Us</a> and <a href="#team">team</a>.</p>',
  '<ul><li>One</li><li>Two<br>lines</li></ul><ol><li>First</li></ol>',
  '<h2>Heading</h2><h3>Sub</h3><blockquote>Quoted “text”</blockquote>',
  '<p>Unsafe <a href="javascript:alert(1)">link</a>, <a href="//evil.example">elsewhere</a>, <a href="data:text/html,x">data</a>.</p>',
  '<p onclick="steal()">Clicks <img src="x" onerror="steal()"> and <script>steal()</script> are gone</p>',
  '<p>Spans <span class="x" style="color:red">keep their text</span>, <em>emphasis</em>, <u>u</u>, <s>s</s>, <small>small</small>.</p>',
  '<table><tr><td>Cell</td></tr></table><div>Block</div>',
  'Plain text with 5 &lt; 6 &gt; 4 and an &nbsp; entity, "quotes" and \'apostrophes\' &amp; more',
  '<p><a href="https://example.com/?a=1&amp;b=&quot;2&quot;" title="A &quot;title&quot; &amp; more">query</a></p>',
];

describe('the server’s HTML tools', () => {
  it.each(samples)('sanitise as DOMPurify does: %s', (html) => {
    expect(serverHtmlTools.sanitize(html)).toBe(sanitizeHtml(html));
  });

  it.each(samples)('take the text out as DOMParser does: %s', (html) => {
    expect(serverHtmlTools.text(html)).toBe(textFromHtml(html));
  });

  it('leave no script, event handler or unsafe address behind', () => {
    const dirty = samples.join('');
    const clean = serverHtmlTools.sanitize(dirty);
    expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|data:text|\/\/evil|style=/i);
    expect(clean).toContain(
      '<a href="https://www.ohmsteadpower.com/careers" target="_blank" rel="noopener noreferrer">',
    );
  });
});
