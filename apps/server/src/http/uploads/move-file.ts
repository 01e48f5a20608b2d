import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';

/** Moves a received file from its temporary folder to where it is kept (both under DATA_DIR: a rename). */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rename(from, to);
}
