import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { POST_OPEN_DELAY_MS } from '../constants';
import { usePanel } from '../ui/panel-context';
import { MessageItem } from './MessageItem';
import { scrollToLatest } from './scroll-to-latest';

/** The conversation: a live log, so screen readers announce each new message. */
export function MessageList({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  const { store } = usePanel();
  const list = useRef<HTMLOListElement>(null);
  const messages = store.messages.value;
  const live = store.live.value;
  const count = messages.length;
  const openedAt = store.openedAt.value;

  // Images of answers open the lightbox by keyboard too: the sanitised HTML carries no tabindex, so the
  // list adds it after rendering.
  useLayoutEffect(() => {
    list.current
      ?.querySelectorAll<HTMLImageElement>('img[data-lightbox]:not([tabindex])')
      .forEach((image) => {
        image.tabIndex = 0;
        image.setAttribute('role', 'button');
        image.setAttribute('aria-label', `Enlarge image${image.alt ? `: ${image.alt}` : ''}`);
      });
  }, [messages]);

  const openImage = (target: EventTarget | null) => {
    const image = (target as HTMLElement | null)?.closest?.('img[data-lightbox]') as HTMLImageElement | null;
    if (image) store.openLightbox(image.currentSrc || image.src, image.alt);
    return image !== null;
  };

  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container || !list.current) return;
    const scroll = () => scrollToLatest(container, list.current?.lastElementChild as HTMLElement | null);
    // Right after opening the panel is still settling: scroll once it has (docs/product.md §3.4, 300 ms).
    const wait = openedAt + POST_OPEN_DELAY_MS - Date.now();
    if (wait <= 0) return scroll();
    const timer = setTimeout(scroll, wait);
    return () => clearTimeout(timer);
  }, [count, openedAt, scrollRef]);

  return (
    <ol
      ref={list}
      class="cw-messages"
      aria-label="Conversation"
      onClick={(event) => openImage(event.target)}
      onKeyDown={(event) => {
        if ((event.key === 'Enter' || event.key === ' ') && openImage(event.target)) event.preventDefault();
      }}
    >
      {/* The live chat's messages (the agent's name, files, Cancel Request) are drawn by its chunk. */}
      {messages.map((message) =>
        live && message.live ? (
          <live.ui.LiveMessageItem key={message.id} message={message} />
        ) : (
          <MessageItem key={message.id} message={message} />
        ),
      )}
    </ol>
  );
}
