import { chatServerMessages } from '@ohmstead/contracts/chat';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database';
import type { DbRateLimiter, RateWindow } from '../db-rate-limiter';
import { HttpError } from '../errors';

export interface ChatUploadLimits {
  perIdentityPerMinute: number;
  perAddressPerMinute: number;
  bytesPerAddressPerDay: number;
  chatQuotaBytes: number;
}

/** The bytes of the files a chat identity keeps stored, in every table of chat files. */
export type StoredChatBytes = (db: Queryable, identityKey: string) => Promise<number>;

/** The cap the upload receiver enforces on the files of one call, and the error past it. */
export interface UploadCap {
  maxTotalBytes: number;
  error: () => HttpError;
}

const MINUTE = 60;
const DAY = 24 * 60 * 60;
const MB = 1024 * 1024;

/**
 * What a chat upload (bot upload_attachments, CDN/UploadBotImage) may still do, counted in the database
 * so that every server process enforces the same numbers: calls per identity and per address a minute,
 * bytes per address a day, and the bytes one identity keeps stored (its quota). docs/security-uploads.md.
 */
export function chatUploadAllowance(deps: {
  limiter: DbRateLimiter;
  limits: ChatUploadLimits;
  storedBytes: StoredChatBytes;
  db: Queryable;
}) {
  const { limiter, limits, storedBytes, db } = deps;
  const calls: Record<'identity' | 'address', RateWindow> = {
    identity: { scope: 'chat-upload:identity', limit: limits.perIdentityPerMinute, windowSeconds: MINUTE },
    address: { scope: 'chat-upload:address', limit: limits.perAddressPerMinute, windowSeconds: MINUTE },
  };
  const dailyBytes: RateWindow = {
    scope: 'chat-upload-bytes:address',
    limit: limits.bytesPerAddressPerDay,
    windowSeconds: DAY,
  };
  const quotaError = () =>
    new HttpError(
      413,
      uploadMessages.chatQuotaExceeded(Math.round((limits.chatQuotaBytes / MB) * 100) / 100),
    );
  const tooMany = (reply: FastifyReply, retryAfterS: number) => {
    reply.header('Retry-After', String(retryAfterS));
    return new HttpError(429, chatServerMessages.rateLimited);
  };

  return {
    /**
     * Counts one upload call before any byte of it is read: 429 with Retry-After once the identity or the
     * address has used up its minute or the address its day, 413 once the identity's quota is full.
     * Answers the cap of this call's files: what is left of the quota or of the day, the smaller.
     */
    async admit(reply: FastifyReply, identityKey: string, address: string): Promise<UploadCap> {
      const call = await limiter.take([
        [calls.identity, identityKey],
        [calls.address, address],
      ]);
      if (!call.allowed) throw tooMany(reply, call.retryAfterS);
      const day = await limiter.peek(dailyBytes, address);
      if (day.remaining <= 0) throw tooMany(reply, day.retryAfterS);
      const quotaLeft = limits.chatQuotaBytes - (await storedBytes(db, identityKey));
      if (quotaLeft <= 0) throw quotaError();
      return quotaLeft <= day.remaining
        ? { maxTotalBytes: quotaLeft, error: quotaError }
        : { maxTotalBytes: day.remaining, error: () => tooMany(reply, day.retryAfterS) };
    },

    /**
     * In the transaction that records the new files: serialises the identity's uploads across processes,
     * then checks its quota with the new rows and counts the bytes against the address's day. A refusal
     * rolls the rows and the count back; the caller removes the files.
     */
    async commit(
      tx: Queryable,
      reply: FastifyReply,
      upload: { identityKey: string; address: string; bytes: number },
    ): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`chat-files:${upload.identityKey}`]);
      if ((await storedBytes(tx, upload.identityKey)) > limits.chatQuotaBytes) throw quotaError();
      const day = await limiter.add(dailyBytes, upload.address, upload.bytes, tx);
      if (!day.allowed) throw tooMany(reply, day.retryAfterS);
    },
  };
}
export type ChatUploadAllowance = ReturnType<typeof chatUploadAllowance>;
