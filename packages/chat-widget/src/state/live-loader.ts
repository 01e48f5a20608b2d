import { type Signal, signal } from '@preact/signals';
import type { LiveChunk, LiveChunkSession, LiveChunkStore } from './live-port';

export interface LiveLoader {
  /** The live chat's session and its UI, once its chunk has loaded (consent yes, or a stored live chat). */
  live: Signal<LiveChunkSession | null>;
  /** Live messages (the consent offer, a live chat's) are drawn by the live chunk: load it, connecting nothing. */
  loadWhen(wanted: boolean): void;
}

/** The live chunk, loaded once for the store it is handed; its session resumes a stored open chat by itself. */
export function createLiveLoader(
  loadLive: () => Promise<LiveChunk>,
  store: () => LiveChunkStore,
): LiveLoader {
  const live = signal<LiveChunkSession | null>(null);
  let loading: Promise<LiveChunkSession> | undefined;
  return {
    live,
    loadWhen(wanted) {
      if (!wanted) return;
      loading ??= loadLive().then((chunk) => (live.value = chunk.startLiveSession(store())));
      loading.catch((error: unknown) => {
        loading = undefined;
        console.error('ChatWidget:', error);
      });
    },
  };
}
