import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { BotAvatar } from '../ui/icons';
import { usePanel } from '../ui/panel-context';
import { scrollToLatest } from './scroll-to-latest';

/**
 * While an answer is on its way: the typing dots until its first words, then the words as the language
 * model writes them, in a bubble like the message they become (docs/decisions/0030-streaming-answers.md).
 * The words are plain text, escaped: half-written Markdown is never HTML. Both stay outside the
 * conversation's live log, so a screen reader hears "writing an answer" once and the answer once, when its
 * message replaces the draft, not every word.
 */
export function AnswerProgress({ scrollRef }: { scrollRef: RefObject<HTMLElement | null> }) {
  const { store } = usePanel();
  const draft = store.draft.value;
  const bubble = useRef<HTMLDivElement>(null);
  // The growing answer stays in view; once taller than the list, its start stays put (scroll-to-latest.ts).
  useLayoutEffect(() => {
    if (draft && scrollRef.current) scrollToLatest(scrollRef.current, bubble.current);
  }, [draft, scrollRef]);
  if (!store.loading.value) return null;
  return (
    <>
      {draft && (
        <div ref={bubble} class="cw-message cw-message-system cw-draft" aria-busy="true">
          <BotAvatar />
          <div class="cw-message-main">
            <div class="cw-bubble cw-plain">{draft}</div>
          </div>
        </div>
      )}
      <p class="cw-typing" role="status">
        {!draft && (
          <span class="cw-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        )}
        <span class="cw-sr-only">The assistant is writing an answer</span>
      </p>
    </>
  );
}
