import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where firmware images are kept: DATA_DIR/firmware, one file per image named by its SHA-256 (the same
 * image uploaded for two components is one file). Written only through a rename from the upload's temporary
 * folder (same file system) or whole, so a reader never sees half an image.
 */
export function firmwareStore(dataDir: string) {
  const root = path.join(dataDir, 'firmware');
  const pathOf = (storageKey: string) => path.join(root, path.basename(storageKey));
  const keyOf = (sha256: string) => `${sha256}.bin`;
  return {
    keyOf,
    /** Keeps a received file (moved, not copied) under its hash; returns its storage key. */
    async keep(tempPath: string, sha256: string): Promise<string> {
      await mkdir(root, { recursive: true });
      await rename(tempPath, pathOf(keyOf(sha256)));
      return keyOf(sha256);
    },
    async write(bytes: Uint8Array, sha256: string): Promise<string> {
      await mkdir(root, { recursive: true });
      const target = pathOf(keyOf(sha256));
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, target);
      return keyOf(sha256);
    },
    async exists(storageKey: string): Promise<boolean> {
      return stat(pathOf(storageKey)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    open: (storageKey: string) => createReadStream(pathOf(storageKey)),
    remove: (storageKey: string) => rm(pathOf(storageKey), { force: true }),
  };
}
export type FirmwareStore = ReturnType<typeof firmwareStore>;
