import {
  acknowledgementListQuerySchema,
  acknowledgementRowSchema,
  chatAnalysisQuerySchema,
  chatHandoffsSchema,
  chatOverviewSchema,
  chatQuestionsSchema,
  chatSafetySchema,
  conversationListQuerySchema,
  conversationRowSchema,
  handoffListQuerySchema,
  handoffRowSchema,
  transcriptQuerySchema,
  transcriptSchema,
} from '@ohmstead/contracts/chat-analysis';
import { granularityOf, resolvedRange } from '@ohmstead/contracts/dashboards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { inTimeZone } from '../../http/date-series';
import { listRoutes } from '../../http/list-route';
import { errorResponses } from '../../http/response-schemas';
import { ACKNOWLEDGEMENT_CSV, acknowledgementList, toAcknowledgementRow } from './acknowledgement-list';
import { CONVERSATION_CSV, conversationList, toConversationRow } from './conversation-list';
import { HANDOFF_CSV, handoffList, toHandoffRow } from './handoff-list';
import { chatHandoffs, chatOverview, chatQuestions, chatSafety, type SummaryRange } from './summaries';
import { transcript } from './transcript';

/** Dashboard answers are personal data of the moment: never kept by a cache. */
const noStore = <T>(reply: FastifyReply, body: T): T => {
  reply.header('Cache-Control', 'private, no-store');
  return body;
};

/**
 * CRM Chat Bot Analysis for SuperAdmin, Admin and Manager (docs/product.md §3.6 "CRM Chat Bot Analysis",
 * capability executiveDashboards): the screen's figures in four calls, the lists behind them (paged,
 * sorted, filtered in SQL, CSV) and a conversation's transcript.
 */
export const chatAnalysisRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const guard = { preValidation: auth.requireCapability('executiveDashboards') };

  const summaryRange = (query: z.output<typeof chatAnalysisQuerySchema>): SummaryRange => {
    const { from, to } = resolvedRange(query);
    return { from, to, tz: query.tz, granularity: granularityOf(from, to) };
  };

  /** A summary call: the range of its query, answered by `summary` (never kept by a cache). */
  const summaryRoute = <T>(
    name: string,
    answer: z.ZodType,
    summary: (db: Database, range: SummaryRange) => Promise<T>,
  ) =>
    app.get(
      `/ChatAnalysis/${name}`,
      {
        ...guard,
        schema: {
          querystring: chatAnalysisQuerySchema,
          response: { 200: answer, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const range = summaryRange(request.query);
        return noStore(reply, await inTimeZone(() => summary(db, range)));
      },
    );
  summaryRoute('GetOverview', chatOverviewSchema, chatOverview);
  summaryRoute('GetQuestions', chatQuestionsSchema, chatQuestions);
  summaryRoute('GetHandoffs', chatHandoffsSchema, chatHandoffs);
  summaryRoute('GetSafety', chatSafetySchema, chatSafety);

  const listRoute = listRoutes(app, db);
  listRoute('/ChatAnalysis/GetConversations', guard, {
    schema: conversationListQuerySchema,
    item: conversationRowSchema,
    source: conversationList,
    toItem: toConversationRow,
    csv: { fileName: 'chat-conversations.csv', columns: CONVERSATION_CSV },
  });
  listRoute('/ChatAnalysis/GetHandoffList', guard, {
    schema: handoffListQuerySchema,
    item: handoffRowSchema,
    source: handoffList,
    toItem: toHandoffRow,
    csv: { fileName: 'chat-handoffs.csv', columns: HANDOFF_CSV },
  });
  listRoute('/ChatAnalysis/GetAcknowledgements', guard, {
    schema: acknowledgementListQuerySchema,
    item: acknowledgementRowSchema,
    source: acknowledgementList,
    toItem: toAcknowledgementRow,
    csv: { fileName: 'safety-acknowledgements.csv', columns: ACKNOWLEDGEMENT_CSV },
  });

  app.get(
    '/ChatAnalysis/GetTranscript',
    {
      ...guard,
      schema: {
        querystring: transcriptQuerySchema,
        response: { 200: transcriptSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return noStore(reply, await transcript(db, query));
    },
  );
};
