import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { mailOutbox, type OutgoingMail, type StoredMail } from './outbox';
import { smtpTransport } from './smtp';
import { logTransport, type MailTransport } from './transport';

/** How often failed and stranded mails are tried again, and how many times at most. */
export const MAIL_RETRY_INTERVAL_MS = 60_000;
export const MAIL_MAX_ATTEMPTS = 5;
const RETRY_BATCH = 20;

export type NewMail = Omit<OutgoingMail, 'from' | 'headers'> & {
  from?: string;
  headers?: Record<string, string>;
};

export interface Mailer {
  readonly transport: MailTransport['name'];
  /** Writes a mail into the outbox inside the caller's transaction and answers its id. */
  queue(tx: Queryable, mail: NewMail): Promise<number>;
  /** After the commit: delivers in the background, so no answer waits for an SMTP server. */
  deliverLater(id: number): void;
  /** Delivers a queued mail now; a failure is recorded on the outbox row, never thrown. */
  deliver(id: number): Promise<void>;
  /**
   * Puts a failed mail back in the queue and delivers it in the background (a staff retry); false when the
   * mail is not failed, so a retry never sends a mail twice.
   */
  requeue(id: number): Promise<boolean>;
  /** Tries failed and stranded mails again; answers how many were taken. */
  retryDue(minAgeSeconds?: number): Promise<number>;
  /** Resolves once every delivery in flight has finished. */
  settle(): Promise<void>;
  /** Stops retrying, waits for deliveries in flight, closes the transport. */
  close(): Promise<void>;
}

export function createMailer(deps: { config: Config; db: Database; log: FastifyBaseLogger }): Mailer {
  const { config, db, log } = deps;
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : logTransport(log);
  const outbox = mailOutbox(db);
  const inFlight = new Set<Promise<void>>();

  async function send(mail: StoredMail): Promise<void> {
    let status: 'logged' | 'sent';
    try {
      status = await transport.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final = mail.attempts >= MAIL_MAX_ATTEMPTS;
      log[final ? 'error' : 'warn'](
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason },
        final ? 'mail delivery failed for the last time' : 'mail delivery failed; it will be retried',
      );
      await outbox.markFailed(mail.id, reason);
      return;
    }
    await outbox.markDelivered(mail.id, status);
  }

  function track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox update failed'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  const mailer: Mailer = {
    transport: transport.name,
    queue: (tx, mail) =>
      mailOutbox(tx).insert({ ...mail, from: mail.from ?? config.mail.from, headers: mail.headers ?? {} }),
    deliverLater(id) {
      track(mailer.deliver(id));
    },
    async deliver(id) {
      const mail = await outbox.claim(id);
      if (mail) await send(mail);
    },
    async requeue(id) {
      const queued = await outbox.requeue(id);
      if (queued) mailer.deliverLater(id);
      return queued;
    },
    async retryDue(minAgeSeconds = MAIL_RETRY_INTERVAL_MS / 1000) {
      const due = await outbox.claimDue(minAgeSeconds, MAIL_MAX_ATTEMPTS, RETRY_BATCH);
      for (const mail of due) await send(mail);
      return due.length;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async close() {
      clearInterval(timer);
      await mailer.settle();
      transport.close();
    },
  };

  const timer = setInterval(() => track(mailer.retryDue().then(() => undefined)), MAIL_RETRY_INTERVAL_MS);
  timer.unref();
  return mailer;
}
