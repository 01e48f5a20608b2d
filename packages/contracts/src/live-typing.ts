/**
 * "Typing…" in a live chat, the same on both ends (the widget and the agent console): framework-free, no
 * socket, no UI. The typing side tells at most one `true` per interval while keys are pressed and one
 * `false` when it sends, leaves the box or goes idle; the other side shows it until `false`, its next
 * message or a timeout, so a lost `false` never leaves it on. Nothing is stored
 * (docs/decisions/0050-typing-and-read-marks.md).
 */

export interface TypingTiming {
  /** At most one `true` per this many ms while typing goes on. */
  everyMs: number;
  /** No key for this long: `false`. */
  idleMs: number;
}

/**
 * Ours, one pace for both ends: at most one `true` per 2 s while keys are pressed, `false` after 4 s
 * without one; the other side's is shown at most 6 s after their last (a lost `false`).
 */
export const TYPING_TIMING: TypingTiming = { everyMs: 2_000, idleMs: 4_000 };
export const TYPING_SHOWN_FOR_MS = 6_000;

export interface TypingSender {
  /** A key was pressed in the message box. */
  keyed(): void;
  /** Left the box, or the chat ended: `false` once if `true` was told. */
  stopped(): void;
  /**
   * The message went: the other side clears "typing" when it arrives, so no `false` is told (half the
   * events a busy chat sends; docs/decisions/0050-typing-and-read-marks.md).
   */
  sent(): void;
}

export function createTypingSender(
  tell: (typing: boolean) => void,
  timing: TypingTiming,
  now: () => number = () => Date.now(),
): TypingSender {
  let typing = false;
  let toldAt = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;

  function stopped() {
    const told = typing;
    sent();
    if (told) tell(false);
  }

  function sent() {
    clearTimeout(idle);
    typing = false;
  }

  return {
    keyed() {
      clearTimeout(idle);
      idle = setTimeout(stopped, timing.idleMs);
      const at = now();
      if (typing && at - toldAt < timing.everyMs) return;
      typing = true;
      toldAt = at;
      tell(true);
    },
    stopped,
    sent,
  };
}

export interface TypingIndicator {
  /** The other side said it is typing (or stopped). */
  heard(typing: boolean): void;
  /** Their message arrived, the chat ended or the connection dropped. */
  clear(): void;
}

/**
 * The receiving end: `show` is called only when the state flips, so a screen reader hears one
 * announcement per typing spell however many `true`s arrive.
 */
export function createTypingIndicator(show: (typing: boolean) => void, shownForMs: number): TypingIndicator {
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (typing: boolean) => {
    clearTimeout(timer);
    if (typing) timer = setTimeout(() => set(false), shownForMs);
    if (typing === shown) return;
    shown = typing;
    show(typing);
  };
  return { heard: set, clear: () => set(false) };
}
