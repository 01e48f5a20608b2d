import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../state/chat-message';
import { ReplyBubble } from './ReplyBubble';

const reply = (extra: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  name: 'Ohmstead Assistant',
  avatar: 'bot',
  text: 'The **Power Router**',
  type: 'message-system',
  timestamp: 0,
  ...extra,
});

function show(message: ChatMessage): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  render(<ReplyBubble message={message} />, container);
  return container.firstElementChild as HTMLElement;
}

describe('a reply bubble (docs/decisions/0029-chat-replies-rendered-on-server.md)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the HTML the server rendered', () => {
    const bubble = show(reply({ html: '<p>The <strong>Power Router</strong></p>\n' }));
    expect(bubble.className).toBe('cw-bubble cw-formatted');
    expect(bubble.querySelector('strong')?.textContent).toBe('Power Router');
  });

  it('sanitises it again before the DOM: no handler, links safe, http upgraded, only its own classes', () => {
    const bubble = show(
      reply({
        html:
          '<p><img src="x" onerror="alert(1)"><a href="http://example.com/a" class="cw-button">a</a>' +
          '<a href="javascript:alert(1)">b</a><script>alert(1)</script></p>',
      }),
    );
    expect(bubble.innerHTML).toBe(
      '<p><img src="x" data-lightbox=""><a href="https://example.com/a" target="_blank" ' +
        'rel="noopener noreferrer">a</a><a target="_blank" rel="noopener noreferrer">b</a></p>',
    );
  });

  it('shows a text without HTML as it is, escaped (the widget’s own texts, a history stored before)', () => {
    const bubble = show(reply({ text: 'Use <b>care</b>\n**always**' }));
    expect(bubble.className).toBe('cw-bubble cw-plain');
    expect(bubble.textContent).toBe('Use <b>care</b>\n**always**');
    expect(bubble.children).toHaveLength(0);
  });
});
