import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { UploadAttachmentsAnswer } from '@ohmstead/contracts/chat';
import {
  uploadAttachmentsAnswerSchema,
  uploadAttachmentsQuerySchema,
} from '@ohmstead/contracts/chat-schemas';
import { can } from '@ohmstead/contracts/roles';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, forbidden } from '../../auth/auth';
import { chatIdentity } from '../../auth/chat-identity';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { requestAddress } from '../../http/client-address';
import { notFound } from '../../http/errors';
import { errorResponses, notJson } from '../../http/response-schemas';
import type { ChatUploadAllowance } from '../../http/uploads/chat-upload-allowance';
import { attachmentRepository } from './attachment-repository';
import { isInlineImage } from './attachment-types';
import { botOf, knownBot } from './bot-path';
import { conversationRepository } from './conversation-repository';
import { mediaFile, mediaPath, receiveAttachments, removeAttachments } from './upload-attachments';

const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A chat's files: upload_attachments, and GET /bot/media/:id/:name that serves them. */
export const attachmentRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  chatUploads: ChatUploadAllowance;
}> = async (app, { config, db, auth, chatUploads }) => {
  const attachments = attachmentRepository(db);
  const { mediaDir } = config.bot;
  const uploadDirs = { mediaDir, tempDir: config.uploads.tempDir };

  app.post(
    '/:bot/upload_attachments',
    {
      preValidation: knownBot,
      // A multipart upload: its 400, the files' 413/415, the chat's upload allowance (429).
      schema: {
        querystring: uploadAttachmentsQuerySchema,
        response: {
          200: uploadAttachmentsAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const bot = botOf(request);
      const { username, isAgent } = request.query;
      const identity = await chatIdentity(request, reply, { auth, username, bot });
      // Only the people who answer chats upload as an agent.
      if (isAgent && (identity.kind !== 'user' || !can(identity.user.roles, 'evChargerAndChatAgent')))
        throw forbidden();
      // Counted before a byte is read; the files of this call may fill what is left of the quota.
      const address = requestAddress(request);
      const cap = await chatUploads.admit(reply, identity.key, address);
      const files = await receiveAttachments(request, uploadDirs, cap);
      let sessionId: string;
      try {
        sessionId = await db.transaction(async (tx) => {
          await attachmentRepository(tx).add(bot, identity.key, isAgent, files);
          const bytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
          await chatUploads.commit(tx, reply, { identityKey: identity.key, address, bytes });
          return conversationRepository(tx).open(bot, identity);
        });
      } catch (error) {
        await removeAttachments(mediaDir, files);
        throw error;
      }
      const answer: UploadAttachmentsAnswer = {
        status: 'success',
        session_id: sessionId,
        files: files.map((file) => ({ name: file.fileName, url: mediaPath(file), size: file.sizeBytes })),
      };
      return answer;
    },
  );

  // The file itself (a stream), or the 404 of a file that is gone.
  const mediaSchema = { response: { 200: notJson, ...errorResponses(404) } };
  app.get('/media/:id/:name', { schema: mediaSchema }, async (request, reply) => {
    const { id, name } = request.params as { id: string; name: string };
    const file = MEDIA_ID_PATTERN.test(id) ? await attachments.find(id, name) : undefined;
    const location = file ? mediaFile(mediaDir, file.id, file.fileName) : undefined;
    const found = location ? await stat(location).catch(() => undefined) : undefined;
    // A file of a chat that ended or expired was removed by the retention sweep: say so.
    if (!file || !location || !found?.isFile()) throw notFound(uploadMessages.chatFileGone);
    const disposition = isInlineImage(file.fileName) ? 'inline' : 'attachment';
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', String(found.size))
        .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        // A file is never a page of ours: no script, no forms, no plugins even if a browser renders it.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('Cache-Control', 'private, max-age=86400')
        .send(createReadStream(location))
    );
  });
};
