import { useEffect, useState } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * The EV charger app as an installed app (a PWA): its manifest and service worker are added while its
 * screens are open (install-app.ts); where the browser offers installation, this is the way to ask for it.
 */
export function useInstallPrompt(): (() => void) | null {
  const [event, setEvent] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    const keep = (prompt: Event) => {
      prompt.preventDefault();
      setEvent(prompt as InstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', keep);
    return () => window.removeEventListener('beforeinstallprompt', keep);
  }, []);
  return event
    ? () => {
        void event.prompt();
        setEvent(null);
      }
    : null;
}
