import { Parser } from 'htmlparser2';
import sanitize from 'sanitize-html';
import { BLOCK_TAGS } from '@/lib/feeds/feed-format';
import type { HtmlTools } from '@/lib/html-tools';
import { ALLOWED_ATTR, ALLOWED_TAGS, LINK_TARGET, SAFE_URL } from '@/lib/safe-html';

/** Elements whose text is never visible. */
const INVISIBLE = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object']);
const BLOCKS = new Set([...BLOCK_TAGS].map((tag) => tag.toLowerCase()));

/**
 * lib/safe-html.ts's rules without a DOM, for pages rendered on the server: the same tags and attributes,
 * links only to web, mail, phone, local paths and fragments, every link opening in a new tab without
 * access to the page. sanitize-html (the server's sanitiser too) parses with htmlparser2.
 */
function sanitizeOnServer(html: string): string {
  const clean = sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    // A link's target and rel are ours (set below), whatever the HTML said.
    allowedAttributes: { '*': ALLOWED_ATTR, a: [...ALLOWED_ATTR, 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    transformTags: {
      // As DOMPurify's hook leaves them: the link's own attributes in their order, then target and rel.
      a: (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (name === 'href' && !SAFE_URL.test(value.trim())) continue;
          if (ALLOWED_ATTR.includes(name)) kept[name] = value;
        }
        return { tagName, attribs: { ...kept, ...LINK_TARGET } };
      },
    },
  });
  // Written as the browser's HTML serialiser writes them (which DOMPurify's output is).
  return clean.replace(/<br \/>/g, '<br>').replace(/\u00a0/g, '&nbsp;');
}

/** lib/feeds/feed-format.ts's textFromHtml without a DOM: the same blocks separate words. */
function textOnServer(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (INVISIBLE.has(name)) hidden += 1;
      },
      ontext(text) {
        if (hidden === 0) parts.push(text);
      },
      onclosetag(name) {
        if (INVISIBLE.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) parts.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export const serverHtmlTools: HtmlTools = { sanitize: sanitizeOnServer, text: textOnServer };
