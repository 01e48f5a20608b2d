import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the ALTCHA chunk', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts the proof-of-work workers from blob: URLs of the bundled sources, one URL per worker', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the browser's is what a strict host's worker-src blob: allows.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (blob: Blob) => `blob:widget/${blobs.push(blob)}`;
      },
    );

    const { ALTCHA_CSS } = await import('./altcha-chunk');
    for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-512', 'SHA-256']) {
      await $altcha.algorithms.get(algorithm)?.();
    }
    expect(started).toEqual(['blob:widget/1', 'blob:widget/1', 'blob:widget/2']);
    expect(blobs.map((blob) => blob.type)).toEqual(['text/javascript', 'text/javascript']);
    expect(await blobs[0]!.text()).toContain('deriveKey');
    // The rules the widget adopts into its shadow root instead of a <style> in the host's document.
    expect(ALTCHA_CSS).toContain('.altcha-main');
    expect(document.getElementById('altcha-css')).toBeNull();
  });
});
