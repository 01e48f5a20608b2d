import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from '../harness';

/** Every file under a directory, recursively (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file the server keeps from uploads: chat media, bot attachments, CVs, feed media, temporary parts. */
export function storedUploads(server: TestServer): string[] {
  const { dataDir } = server.config;
  return ['uploads', 'bot-media', 'job-applications', 'upload-tmp'].flatMap((dir) =>
    filesUnder(path.join(dataDir, dir)),
  );
}
