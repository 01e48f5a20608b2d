import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/database';
import { ENDED_CHAT_FILES_KEPT_MS, UPLOAD_TEMP_MAX_AGE_MS } from '../../limits';
import { chatFileRepository } from './chat-file-repository';

export interface ChatFileDirs {
  /** Bot attachments: `<dir>/<attachment id>/<name>`. */
  botMediaDir: string;
  /** Live-chat uploads: `<dir>/<random>/<name>`. */
  liveChatDir: string;
  /** The upload receiver's temporary folders. */
  tempDir: string;
}

export interface SweepResult {
  attachments: number;
  media: number;
  orphans: number;
}

/** The folders right inside `dir` last changed before `before` (none when the directory does not exist). */
async function oldFolders(dir: string, before: Date): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info?.isDirectory() && info.mtime < before) old.push(name);
  }
  return old;
}

const removeFolder = (dir: string, name: string) =>
  rm(path.join(dir, name), { recursive: true, force: true });

/**
 * One retention sweep (docs/security-uploads.md): deletes the rows of expired chat files with
 * `DELETE … RETURNING`, so that processes sweeping at once each remove only the files of their own rows,
 * then removes those files; then folders on disk that no row names (left by a crash) once older than the
 * retention. `now` is injected by tests.
 */
export async function sweepChatFiles(deps: {
  db: Queryable;
  dirs: ChatFileDirs;
  retentionMs: number;
  now?: Date;
}): Promise<SweepResult> {
  const { db, dirs, retentionMs } = deps;
  const now = deps.now ?? new Date();
  const idleBefore = new Date(now.getTime() - retentionMs);
  const files = chatFileRepository(db);

  const attachmentIds = await files.deleteExpiredAttachments(idleBefore);
  await Promise.all(attachmentIds.map((id) => removeFolder(dirs.botMediaDir, id)));
  const mediaFiles = await files.deleteExpiredMedia({
    idleBefore,
    endedBefore: new Date(now.getTime() - ENDED_CHAT_FILES_KEPT_MS),
  });
  // Only folders right inside the live-chat folder are removed, whatever a row says.
  const mediaFolders = mediaFiles
    .map((file) => path.relative(dirs.liveChatDir, path.dirname(file)))
    .filter((name) => name && !name.includes(path.sep) && !name.startsWith('..'));
  await Promise.all(mediaFolders.map((name) => removeFolder(dirs.liveChatDir, name)));

  let orphans = 0;
  const attachmentFolders = await oldFolders(dirs.botMediaDir, idleBefore);
  const known = await files.knownAttachments(attachmentFolders);
  for (const name of attachmentFolders.filter((folder) => !known.has(folder))) {
    await removeFolder(dirs.botMediaDir, name);
    orphans++;
  }
  for (const name of await oldFolders(dirs.liveChatDir, idleBefore)) {
    const inside = await readdir(path.join(dirs.liveChatDir, name)).catch(() => [] as string[]);
    const paths = inside.map((file) => path.join(dirs.liveChatDir, name, file));
    if ((await files.knownMediaFiles(paths)).size > 0) continue;
    await removeFolder(dirs.liveChatDir, name);
    orphans++;
  }
  const tempBefore = new Date(now.getTime() - Math.max(retentionMs, UPLOAD_TEMP_MAX_AGE_MS));
  for (const name of await oldFolders(dirs.tempDir, tempBefore)) {
    await removeFolder(dirs.tempDir, name);
    orphans++;
  }
  return { attachments: attachmentIds.length, media: mediaFolders.length, orphans };
}
