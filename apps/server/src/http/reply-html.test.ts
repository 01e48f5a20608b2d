import { REPLY_INTENTS } from '@ohmstead/contracts/chat';
import { describe, expect, it } from 'vitest';
import { replyHtml } from './reply-html';

describe('chat replies as HTML (docs/decisions/0029-chat-replies-rendered-on-server.md)', () => {
  const replies = replyHtml('https://www.ohmstead.example');

  it('renders markdown as sanitised HTML', () => {
    expect(replies.render('**Hi** <img src=x onerror=alert(1)> [a](http://x.example/a)')).toBe(
      '<p><strong>Hi</strong> <img src="x" data-lightbox /> <a class="cw-link" ' +
        'href="https://x.example/a" target="_blank" rel="noopener noreferrer">Click here</a></p>\n',
    );
  });

  it('leaves out the company site’s contact-us lines, not another site’s', () => {
    expect(replies.render('Hi\nhttps://www.ohmstead.example/contact-us\nBye')).toBe('<p>Hi<br />Bye</p>\n');
    expect(replies.render('https://partner.example/contact-us')).toContain(
      'href="https://partner.example/contact-us"',
    );
  });

  it('shows an IA answer without its no-guidelines line, of either bot spelling; a CRM answer as it is', () => {
    const text = `Rated IP65.\n\n${REPLY_INTENTS.noSafetyGuidelines}`;
    expect(replies.botReply('IA', text)).toBe('<p>Rated IP65.</p>\n');
    expect(replies.botReply('ia', text)).toBe('<p>Rated IP65.</p>\n');
    expect(replies.botReply('crm', text)).toContain(REPLY_INTENTS.noSafetyGuidelines);
  });
});
