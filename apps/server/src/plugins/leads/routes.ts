import { LEAD_MESSAGE_FIELD_ID, leadPostSchema, submissionIdSchema } from '@ohmstead/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses, noBody } from '../../http/response-schemas';
import { namedPart } from '../../http/validate';
import { recordLeadFailure, storeLead } from './enquiry-lead';
import { sameSiteReturnUrl } from './return-url';

/**
 * POST /api/Lead/WebToLead: the embedded lead-capture service the contact page's browser form posts to
 * (docs/product.md §1.7, step 3). It stores the lead and sends the browser on to retURL with a 303.
 */
export const leadRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database; adapters: Adapters }> = async (
  app,
  { config, db, adapters },
) => {
  const { captcha } = adapters;
  // A browser form post, so only form encoding is accepted.
  app.removeContentTypeParser(['text/plain', 'application/json']);

  app.post(
    '/Lead/WebToLead',
    {
      config: perAddressLimit(config.rateLimitPerMinute),
      // A browser form: its 400 names it so ("Invalid form: …").
      // A 303 to retURL, without a body; the form's and the captcha's 400, 503 when reCAPTCHA is away.
      schema: {
        body: namedPart(leadPostSchema, 'form'),
        response: { 303: noBody, ...errorResponses(400, 429, 503) },
      },
      // The lead leg of the submission says why it was refused, and staff may retry it: a form refused by
      // the route's schema as much as by the handler. The body is the form as sent, or as parsed.
      onError: async (request, _reply, error) => {
        const submissionId = submissionIdSchema.safeParse(
          (request.body as Record<string, unknown> | undefined)?.submissionId,
        ).data;
        if (submissionId && error instanceof HttpError)
          await recordLeadFailure(db, submissionId, error.message);
      },
    },
    async (request, reply) => {
      const form = request.body;
      if (form.oid !== config.leads.oid) {
        throw badRequest('Invalid form: unknown oid', [{ field: 'oid', message: 'unknown oid' }]);
      }
      const retUrl = sameSiteReturnUrl(form.retURL, config.siteUrl);
      if (!retUrl) {
        const message = 'retURL must be an address on this site';
        throw badRequest(`Invalid form: ${message}`, [{ field: 'retURL', message }]);
      }
      const proof = await captcha.check(form.captcha);
      await db.transaction(async (tx) => {
        await captcha.claim(tx, proof, 'web-to-lead');
        const lead = {
          oid: form.oid,
          retUrl,
          leadSource: form.lead_source,
          firstName: form.first_name,
          lastName: form.last_name,
          company: form.company,
          phone: form.phone,
          title: form.title,
          email: form.email,
          message: form[LEAD_MESSAGE_FIELD_ID],
        };
        await storeLead(tx, lead, form.submissionId);
      });
      return reply.redirect(retUrl, 303);
    },
  );
};
