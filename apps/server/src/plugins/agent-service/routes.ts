import multipart from '@fastify/multipart';
import { type ChatCallAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import type { ChatFormKind, ChatFormValues } from '@ohmstead/contracts/chat-forms';
import {
  chatCallAnswerSchema,
  chatFormFieldsSchema,
  chatUserQuerySchema,
} from '@ohmstead/contracts/chat-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { CaptchaPurpose, VerifiedProof } from '../../adapters/captcha/proof';
import type { Auth } from '../../auth/auth';
import { chatIdentity } from '../../auth/chat-identity';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { formEnquiryRepository } from './form-enquiry-repository';
import { receiveFormParts } from './form-parts';
import { formTicketRepository } from './form-ticket-repository';
import { ticketContact } from './ticket-contact';

const PURPOSE: Record<ChatFormKind, CaptchaPurpose> = {
  contact: 'chatbot-contact-form',
  images: 'chatbot-image-form',
};

/**
 * The agent service's chat forms under /agent-service (docs/product.md §3.3, §3.5, §3.7): contact-us-chatbot and
 * submit-image-form. Each creates a chatbot ticket (source field 10377) with the files attached.
 */
export const agentServiceRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  adapters: Adapters;
}> = async (app, { config, db, auth, adapters }) => {
  const { captcha, tickets } = adapters;
  // Sizes are checked by the routes, which answer with the spec's messages rather than a generic error.
  await app.register(multipart, { throwFileSizeLimit: false });
  const formTickets = formTicketRepository(db);
  const formEnquiries = formEnquiryRepository(db);

  /** `username`: from the route's query, validated by its schema. */
  async function submitForm(
    kind: ChatFormKind,
    username: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const identity = await chatIdentity(request, reply, { auth, username });
    let claimed: { form: ChatFormValues; proof: VerifiedProof } | undefined;
    let parts: Awaited<ReturnType<typeof receiveFormParts>>;
    try {
      // The fields and the captcha (checked and claimed) come before any file is read: a bad form or a
      // replayed proof costs no disk (docs/security-uploads.md).
      parts = await receiveFormParts(
        request,
        config.uploads.tempDir,
        chatFormFieldsSchema(kind),
        async ({ recaptcha, ...form }) => {
          const proof = await captcha.check(recaptcha);
          await db.transaction((tx) => captcha.claim(tx, proof, PURPOSE[kind]));
          claimed = { form, proof };
        },
      );
    } catch (error) {
      // A refused file is the visitor's to fix: the same proof may try again.
      if (claimed) await captcha.release(claimed.proof, PURPOSE[kind]);
      throw error;
    }
    const { files, discard } = parts;
    try {
      const { form, proof } = claimed!;
      const who = {
        username: identity.userName,
        userId: identity.kind === 'user' ? identity.user.id : null,
      };
      let key: string;
      try {
        key = await tickets.create({
          contact: ticketContact(kind, form),
          source: 'chatbot',
          channel: kind === 'images' ? 'chat-images' : 'chat-contact',
          topic: form.topic,
          username: who.username,
          userId: who.userId,
        });
      } catch (error) {
        // The ticket system failed, not the visitor: the same proof may try again, and staff see the
        // enquiry with its failed ticket (the files are not kept: a retry makes the ticket without them).
        await captcha.release(proof, PURPOSE[kind]);
        await formEnquiries.add(kind, form, who, {
          error: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
      await formTickets.add(key, kind, identity);
      await formEnquiries.add(kind, form, who, { key });
      // docs/product.md §1.7: a failed upload of the attachments is only logged (by the ticket system).
      if (files.length > 0) await tickets.attach(key, files);
      const answer: ChatCallAnswer = {
        responseStatusCode: 200,
        message: chatServerMessages.formReceived,
        key,
      };
      return answer;
    } finally {
      await discard();
    }
  }

  const formRoute = {
    config: perAddressLimit(config.rateLimitPerMinute),
    // A multipart form: its fields' and the captcha's 400, the files' 413/415; the ticket system (502) or
    // reCAPTCHA (503) away.
    schema: {
      querystring: chatUserQuerySchema,
      response: {
        200: chatCallAnswerSchema,
        ...errorResponses(400, 401, 403, 413, 415, 429, 502, 503),
      },
    },
  };
  app.post('/contact-us-chatbot', formRoute, (request, reply) =>
    submitForm('contact', request.query.username, request, reply),
  );
  app.post('/submit-image-form', formRoute, (request, reply) =>
    submitForm('images', request.query.username, request, reply),
  );
};
