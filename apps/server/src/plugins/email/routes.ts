import { contactEmailRequestSchema } from '@ohmstead/contracts/contact';
import { type StatusEnvelope, statusEnvelopeSchema } from '@ohmstead/contracts/http';
import { contactResultMessages } from '@ohmstead/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { enquiryMail } from './enquiry-mail';
import { enquiryRepository } from './repository';

/** Rolls the transaction back: the submission's enquiry and mail were recorded by an earlier request. */
class DuplicateSubmission extends Error {}

/** POST /api/Email/ContactUs: the e-mail request of the contact page (docs/product.md §1.7, step 1). */
export const emailRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  adapters: Adapters;
}> = async (app, { config, db, adapters }) => {
  const { captcha, mail } = adapters;
  app.removeContentTypeParser(['text/plain', 'application/x-www-form-urlencoded']);

  app.post(
    '/Email/ContactUs',
    {
      config: perAddressLimit(config.rateLimitPerMinute),
      // The captcha's 400 too; 503 when reCAPTCHA cannot be reached.
      schema: {
        body: contactEmailRequestSchema,
        response: { 200: statusEnvelopeSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const body = request.body;
      const proof = await captcha.check(body.captcha);
      const enquiry = {
        name: body.name,
        company: body.company,
        phone: body.phone,
        title: body.title,
        email: body.email,
        comments: body.comments,
        isFromHomePage: body.isFromHomePage,
      };
      // The enquiry and its mail commit together; sending happens after, so a mail server can lose nothing.
      const mailId = await db
        .transaction(async (tx) => {
          await captcha.claim(tx, proof, 'contact-us');
          const queued = await mail.queue(tx, enquiryMail(enquiry, config.mail.contactInbox, config.siteUrl));
          const recorded = await enquiryRepository(tx).insert(enquiry, {
            submissionId: body.submissionId,
            topic: body.topic,
            mailId: queued,
            externalLeads: Boolean(config.leads.externalUrl),
          });
          // The same submission sent twice: its enquiry and mail exist; this request changes nothing.
          if (recorded === undefined) throw new DuplicateSubmission();
          return queued;
        })
        .catch((error: unknown) => {
          if (error instanceof DuplicateSubmission) return undefined;
          throw error;
        });
      if (mailId !== undefined) mail.deliverLater(mailId);
      const answer: StatusEnvelope = {
        responseStatusCode: 200,
        message: contactResultMessages.enquiryReceived,
      };
      return answer;
    },
  );
};
