import {
  inquiryMessages,
  quoteListQuerySchema,
  quoteRowSchema,
  type QuoteStatusSet,
  quoteStatusSetSchema,
  setQuoteStatusRequestSchema,
} from '@ohmstead/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type RouteGuard, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { listRoutes } from '../../http/list-route';
import { errorResponses } from '../../http/response-schemas';
import { QUOTE_CSV } from './csv-columns';
import { isQuoteEnquiry, quoteList, setQuoteStatus, toQuoteRow } from './repository';

/** The Quote Request Summary: quote requests listed (or exported), and the status staff set on one. */
export const quoteRoutes: FastifyPluginAsyncZod<{
  db: Database;
  guard: RouteGuard;
}> = async (app, { db, guard }) => {
  const listRoute = listRoutes(app, db);

  listRoute('/Inquiries/GetQuoteRequests', guard, {
    schema: quoteListQuerySchema,
    item: quoteRowSchema,
    source: quoteList,
    toItem: toQuoteRow,
    csv: { fileName: 'quote-requests.csv', columns: QUOTE_CSV },
  });

  app.put(
    '/Inquiries/SetQuoteStatus',
    {
      ...guard,
      schema: {
        body: setQuoteStatusRequestSchema,
        response: { 200: quoteStatusSetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, status } = request.body;
      const isQuote = await isQuoteEnquiry(db, id);
      if (isQuote === undefined) throw notFound(inquiryMessages.notFound);
      if (!isQuote) throw new HttpError(400, inquiryMessages.notQuote);
      const user = signedInUser(request);
      const statusSetAt = await setQuoteStatus(db, id, status, user.id);
      const answer: QuoteStatusSet = {
        responseStatusCode: 200,
        id,
        status,
        statusSetBy: `${user.firstName} ${user.lastName}`.trim() || user.userName,
        statusSetAt: new Date(statusSetAt).toISOString(),
      };
      return answer;
    },
  );
};
