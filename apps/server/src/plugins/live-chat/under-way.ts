/**
 * The live chat's socket work under way: events, connects and disconnects. The plugin's close waits for it
 * (plugin.ts), so work a socket started before the server began to close ends with the socket.io adapter
 * and the database still open, instead of failing against them half done.
 */
export interface UnderWay {
  /** Runs `work`, counted until it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves once nothing is under way, work started meanwhile included. */
  settled(): Promise<void>;
}

export function underWay(): UnderWay {
  const running = new Set<Promise<unknown>>();
  return {
    run(work) {
      const promise = work();
      running.add(promise);
      const forget = () => running.delete(promise);
      promise.then(forget, forget);
      return promise;
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled(running);
    },
  };
}
