import { type FormatOptions } from './markdown';
import { purifyReply } from './purify-reply';
import { renderReply } from './render-reply';

/** The whole pipeline: rendered and sanitised by the server, sanitised again by the browser. */
export const formatReply = (text: string, options?: FormatOptions): string =>
  purifyReply(renderReply(text, options));

/** Formats a reply and returns a detached container to query. */
export function render(text: string, siteOrigin?: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = formatReply(text, siteOrigin ? { siteOrigin } : undefined);
  return container;
}

export const anchors = (container: HTMLElement): HTMLAnchorElement[] => [...container.querySelectorAll('a')];
