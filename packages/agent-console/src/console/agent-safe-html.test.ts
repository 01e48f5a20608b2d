import { purifyReply } from '@ohmstead/chat-format/purify-reply';
import { renderReply } from '@ohmstead/chat-format/render-reply';
import { describe, expect, it } from 'vitest';
import { withoutRemoteMedia } from './agent-safe-html';

/** A bot reply as the console shows it: rendered by the server, sanitised again in the browser. */
const formatReply = (text: string): string => purifyReply(renderReply(text));

const SERVICE = 'https://chat.ohmstead.example';

describe('bot replies shown to an agent load no media from elsewhere', () => {
  it('turns a remote image into a link to it, which loads nothing', () => {
    const html = withoutRemoteMedia(
      formatReply('Look: ![pixel](https://attacker.example/pixel.png)'),
      SERVICE,
    );
    expect(html).not.toContain('<img');
    const template = document.createElement('template');
    template.innerHTML = html;
    const link = template.content.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://attacker.example/pixel.png');
    expect(link.textContent).toBe('pixel');
    expect(link.rel).toContain('noopener');
  });

  it("keeps the service's own images, relative or absolute", () => {
    const html = withoutRemoteMedia(
      formatReply(`![symbol](/assets/images/safety/ground.svg) ![logo](${SERVICE}/assets/logo.png)`),
      SERVICE,
    );
    expect(html.match(/<img/g)).toHaveLength(2);
  });

  it('turns a remote video into a link too', () => {
    const html = withoutRemoteMedia(formatReply('https://cdn.attacker.example/clip.mp4'), SERVICE);
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<source');
  });
});
