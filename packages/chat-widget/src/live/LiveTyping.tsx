import { useEffect, useRef } from 'preact/hooks';
import { liveWidgetMessages } from './live-words';
import { useLiveStyles } from './use-live-styles';

/**
 * "Agent is typing…" above the composer, in a polite status region that is always there, so a screen reader
 * announces it when it appears, once per typing spell (the text only changes when the spell starts or
 * ends). It also tells the agent when the customer types: the panel's composer is in the first answer, whose
 * budget is full, so the live chunk listens to its form (docs/decisions/0050-typing-and-read-marks.md).
 */
export function LiveTyping() {
  const session = useLiveStyles().live.value;
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const form = region.current?.closest('form');
    if (!form || !session) return;
    const keyed = (event: Event) => (event.target as HTMLInputElement).type === 'text' && session.typed();
    const left = () => session.stoppedTyping();
    form.addEventListener('input', keyed);
    form.addEventListener('focusout', left);
    return () => {
      form.removeEventListener('input', keyed);
      form.removeEventListener('focusout', left);
      left();
    };
  }, [session]);
  return (
    <p ref={region} class="cw-typing" role="status">
      {session?.agentTyping.value ? liveWidgetMessages.agentTyping : ''}
    </p>
  );
}
