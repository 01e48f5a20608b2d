import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { type DeleteSessionMediaAnswer, deleteSessionMediaAnswerSchema } from '@ohmstead/contracts/cdn';
import { liveChatMessages, type UploadBotImageAnswer } from '@ohmstead/contracts/live-chat';
import { uploadBotImageAnswerSchema } from '@ohmstead/contracts/live-chat-payloads';
import { chatIdSchema, sessionKeySchema } from '@ohmstead/contracts/live-chat-schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth';
import { liveChatCaller } from '../../auth/chat-identity';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { requestAddress } from '../../http/client-address';
import { badRequest, HttpError } from '../../http/errors';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import type { ChatUploadAllowance } from '../../http/uploads/chat-upload-allowance';
import { UPLOADS_PATH, uploadsDir } from '../../http/uploads/uploads-location';
import { CDN_CALLS_PER_MINUTE } from '../../limits';
import { mediaRepository } from './media-repository';
import { LIVE_CHAT_UPLOAD_FOLDER, receiveMedia } from './receive-media';

/** Who uploads: a signed-in user (customer or agent) or a guest by the widget's chat-session id. */
type Uploader = { ownerKey: string; userId?: number; sessionId?: string };

/**
 * The chat's file calls (docs/product.md §3.7): CDN/UploadBotImage (a POST) and CDN/DeleteSessionMedia. A file
 * belongs to its uploader; only files the sender uploaded can be sent in a live chat.
 */
export const cdnRoutes: FastifyPluginAsync<{
  config: Config;
  db: Database;
  auth: Auth;
  chatUploads: ChatUploadAllowance;
  /** The agent a live chat is assigned to (the live-chat plugin owns chats; app.ts hands this over). */
  chatAgentOf: (chatId: string) => Promise<{ agentUserId: number | null } | undefined>;
}> = async (app, { config, db, auth, chatUploads, chatAgentOf }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const media = mediaRepository(db);
  const root = uploadsDir(config);
  const urlPrefix = `${config.assetBase}${UPLOADS_PATH}/${LIVE_CHAT_UPLOAD_FOLDER}/`;

  async function uploader(request: FastifyRequest): Promise<Uploader> {
    const caller = await liveChatCaller(request, auth);
    return { ownerKey: caller.key, userId: caller.user?.id, sessionId: caller.sessionId };
  }

  /**
   * A guest's sessionKey is their own chat-session id. A signed-in caller's is their session id, or —
   * for an agent — the id of a chat assigned to them; another agent's chat is refused.
   */
  async function checkSessionKey(caller: Uploader, sessionKey: string): Promise<void> {
    if (caller.userId === undefined) {
      if (sessionKey !== caller.sessionId) throw new HttpError(403, liveChatMessages.notPermitted);
      return;
    }
    if (!chatIdSchema.safeParse(sessionKey).success) return;
    const chat = await chatAgentOf(sessionKey);
    if (chat && chat.agentUserId !== caller.userId) throw new HttpError(403, liveChatMessages.notPermitted);
  }

  const sessionKeyOf = (value: unknown) => {
    const parsed = sessionKeySchema.safeParse(value);
    if (!parsed.success) throw badRequest(liveChatMessages.sessionKeyInvalid);
    return parsed.data;
  };

  // Limited per identity and address in the database (chatUploads), across every server process.
  // A multipart upload: its 400, the file's 413/415, the uploader's 401/403, the upload allowance (429).
  const uploadSchema = {
    response: { 200: uploadBotImageAnswerSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
  };
  app.post(
    '/CDN/UploadBotImage',
    { schema: uploadSchema },
    async (request, reply): Promise<UploadBotImageAnswer> => {
      const caller = await uploader(request);
      // Counted before a byte is read; the file may fill what is left of the uploader's quota.
      const address = requestAddress(request);
      const cap = await chatUploads.admit(reply, caller.ownerKey, address);
      const received = await receiveMedia(
        request,
        { uploadsDir: root, tempDir: config.uploads.tempDir },
        { maxTotalBytes: cap.maxTotalBytes, error: cap.error },
      );
      try {
        const sessionKey = sessionKeyOf(received.sessionKey);
        await checkSessionKey(caller, sessionKey);
        const url = `${urlPrefix}${received.relativePath.split('/').map(encodeURIComponent).join('/')}`;
        await db.transaction(async (tx) => {
          await mediaRepository(tx).add({
            sessionKey,
            ownerKey: caller.ownerKey,
            url,
            filePath: received.filePath,
            fileName: received.fileName,
            sizeBytes: received.sizeBytes,
            contentType: received.type.mime,
          });
          await chatUploads.commit(tx, reply, {
            identityKey: caller.ownerKey,
            address,
            bytes: received.sizeBytes,
          });
        });
        return { mediaUrl: url, name: received.fileName, size: received.sizeBytes };
      } catch (error) {
        await rm(received.folder, { recursive: true, force: true });
        throw error;
      }
    },
  );

  app.delete(
    '/CDN/DeleteSessionMedia',
    {
      config: perAddressLimit(CDN_CALLS_PER_MINUTE),
      schema: { response: { 200: deleteSessionMediaAnswerSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request): Promise<DeleteSessionMediaAnswer> => {
      const caller = await uploader(request);
      const sessionKey = sessionKeyOf((request.query as { sessionKey?: unknown }).sessionKey);
      const files = await media.removeSession(caller.ownerKey, sessionKey);
      // Only folders under our own live-chat folder are removed, whatever a row says.
      const base = path.join(root, LIVE_CHAT_UPLOAD_FOLDER) + path.sep;
      await Promise.all(
        files
          .map((file) => path.dirname(file))
          .filter((folder) => folder.startsWith(base))
          .map((folder) => rm(folder, { recursive: true, force: true })),
      );
      return { responseStatusCode: 200, message: liveChatMessages.mediaDeleted, deleted: files.length };
    },
  );
};
