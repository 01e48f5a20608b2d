import type { FastifyBaseLogger } from 'fastify';
import type { StoredMail } from './outbox';

/** Hands one mail from the outbox to the world; throws when it could not. */
export interface MailTransport {
  readonly name: 'log' | 'smtp';
  send(mail: StoredMail): Promise<'logged' | 'sent'>;
  close(): void;
}

/** Without SMTP the outbox row is the delivery: a log line says where to find it. */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      log.info(
        { mailId: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject },
        'mail kept in the mail_outbox table (set SMTP_URL to send it)',
      );
      return 'logged';
    },
    close() {},
  };
}
