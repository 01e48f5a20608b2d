import { useEffect, useState } from 'preact/hooks';
import { adoptStyles } from './styles';

/** A chunk loaded on demand (safety, forms, lightbox): it brings its own CSS for the shadow root. */
export interface StyledChunk {
  styles: string;
}

const styled = new WeakMap<ShadowRoot, Set<string>>();

/** Adds a chunk's sheet to the shadow root once. */
export function installChunkStyles(root: ShadowRoot, chunk: StyledChunk): void {
  let done = styled.get(root);
  if (!done) styled.set(root, (done = new Set()));
  if (done.has(chunk.styles)) return;
  done.add(chunk.styles);
  adoptStyles(root, chunk.styles);
}

/**
 * Loads a chunk when `wanted` first becomes true and keeps it; null until it is there. A failed download
 * is logged and retried the next time the chunk is wanted.
 */
export function useLazyChunk<T extends StyledChunk>(
  load: () => Promise<T>,
  wanted: boolean,
  root: ShadowRoot | null,
): T | null {
  const [chunk, setChunk] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || chunk) return;
    let live = true;
    load()
      .then((loaded) => {
        if (root) installChunkStyles(root, loaded);
        if (live) setChunk(loaded);
      })
      .catch((error: unknown) => console.error('ChatWidget: a part of the chat could not be loaded', error));
    return () => {
      live = false;
    };
  }, [wanted, chunk, load, root]);
  return chunk;
}
