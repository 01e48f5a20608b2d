import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { type ChatFileDirs, sweepChatFiles } from './retention-sweep';

/**
 * Runs the chat-file retention sweep on every server process, every `CHAT_FILE_SWEEP_INTERVAL_MS` and
 * once at start. Safe with several processes: each deletes rows with DELETE … RETURNING and removes only
 * their files. `liveChatDir` is handed in by app.ts (the CDN plugin's folder under the uploads).
 */
const chatFiles: FastifyPluginAsync<{ config: Config; db: Database; liveChatDir: string }> = async (
  app,
  { config, db, liveChatDir },
) => {
  const dirs: ChatFileDirs = {
    botMediaDir: config.bot.mediaDir,
    liveChatDir,
    tempDir: config.uploads.tempDir,
  };
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepChatFiles({ db, dirs, retentionMs: config.uploads.retentionMs })
      .then((result) => {
        if (result.attachments + result.media + result.orphans > 0)
          app.log.info(result, 'chat files past their retention removed');
      })
      .catch((error) => app.log.warn({ err: error }, 'chat file sweep failed'))
      .finally(() => (running = undefined));
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(() => void sweep(), config.uploads.sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export const chatFilesPlugin = fp(chatFiles, { name: 'chat-files' });
