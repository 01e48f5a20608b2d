/**
 * Bot replies shown to an agent (the conversation before a request) are formatted like the customer saw
 * them, with one more rule: the agent's browser loads no media from another origin. A reply can carry an
 * image of anyone's choosing (a language model can be talked into one), and loading it would tell that
 * server who is answering, from where and when (docs/security.md). Such media become plain links.
 */
const MEDIA = 'img, video, audio, iframe, object, embed';
const LOADING_ATTRIBUTES = ['src', 'data', 'poster'];

function isServiceUrl(value: string, serviceOrigin: string): boolean {
  try {
    return new URL(value, serviceOrigin).origin === serviceOrigin;
  } catch {
    return false;
  }
}

/** `html` (already sanitised by purifyReply) with every media element from elsewhere turned into a link. */
export function withoutRemoteMedia(html: string, serviceOrigin: string): string {
  const template = document.createElement('template');
  // A template's content is inert: nothing in it loads while it is rewritten here.
  template.innerHTML = html;
  for (const element of [...template.content.querySelectorAll(MEDIA)]) {
    const sources = [
      ...LOADING_ATTRIBUTES.map((name) => element.getAttribute(name)),
      ...[...element.querySelectorAll('source')].map((source) => source.getAttribute('src')),
    ].filter((value): value is string => !!value);
    if (sources.length > 0 && sources.every((source) => isServiceUrl(source, serviceOrigin))) continue;
    const link = document.createElement('a');
    link.textContent = element.getAttribute('alt') || sources[0] || 'media';
    if (sources[0]) {
      link.href = sources[0];
      link.target = '_blank';
      link.rel = 'noopener noreferrer nofollow';
    }
    element.replaceWith(link);
  }
  return template.innerHTML;
}
