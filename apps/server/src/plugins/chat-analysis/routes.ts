import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  acknowledgementListQuerySchema,
  chatAnalysisQuerySchema,
  conversationListQuerySchema,
  handoffListQuerySchema,
  transcriptQuerySchema,
  type AcknowledgementRow,
  type ConversationRow,
  type HandoffRow,
} from '@ohmstead/contracts/chat-analysis';
import { granularityOf, resolvedRange } from '@ohmstead/contracts/dashboards';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { answerList } from '../../http/admin-lists';
import { inTimeZone } from '../../http/date-series';
import { parseInput } from '../../http/validate';
import {
  ACKNOWLEDGEMENT_CSV,
  acknowledgementList,
  toAcknowledgementRow,
  type AcknowledgementRecord,
} from './acknowledgement-list';
import {
  CONVERSATION_CSV,
  conversationList,
  toConversationRow,
  type ConversationRecord,
} from './conversation-list';
import { HANDOFF_CSV, handoffList, toHandoffRow, type HandoffRecord } from './handoff-list';
import { chatHandoffs, chatOverview, chatQuestions, chatSafety, type SummaryRange } from './summaries';
import { transcript } from './transcript';

/** Dashboard answers are personal data of the moment: never kept by a cache. */
const noStore = <T>(reply: FastifyReply, body: T): T => {
  reply.header('Cache-Control', 'private, no-store');
  return body;
};

/**
 * CRM Chat Bot Analysis (issue 12) for SuperAdmin, Admin and Manager (spec/03 §6 "CRM Chat Bot Analysis",
 * capability executiveDashboards): the screen's figures in four calls, the lists behind them (paged,
 * sorted, filtered in SQL, CSV) and a conversation's transcript.
 */
export const chatAnalysisRoutes: FastifyPluginAsync<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const guard = { preHandler: auth.requireCapability('executiveDashboards') };

  const summaryRange = (input: unknown): SummaryRange => {
    const query = parseInput(chatAnalysisQuerySchema, input, 'query');
    const { from, to } = resolvedRange(query);
    return { from, to, tz: query.tz, granularity: granularityOf(from, to) };
  };

  /** A summary call: the range of its query, answered by `summary` (never kept by a cache). */
  const summaryRoute = <T>(name: string, summary: (db: Database, range: SummaryRange) => Promise<T>) =>
    app.get(`/ChatAnalysis/${name}`, guard, async (request, reply) => {
      const range = summaryRange(request.query);
      return noStore(reply, await inTimeZone(() => summary(db, range)));
    });
  summaryRoute('GetOverview', chatOverview);
  summaryRoute('GetQuestions', chatQuestions);
  summaryRoute('GetHandoffs', chatHandoffs);
  summaryRoute('GetSafety', chatSafety);

  app.get('/ChatAnalysis/GetConversations', guard, async (request, reply) => {
    const query = parseInput(conversationListQuerySchema, request.query, 'query');
    return answerList<ConversationRecord, ConversationRow, typeof query.sort>(reply, {
      db,
      source: conversationList(query),
      query,
      toItem: toConversationRow,
      csv: { fileName: 'chat-conversations.csv', columns: CONVERSATION_CSV },
    });
  });

  app.get('/ChatAnalysis/GetHandoffList', guard, async (request, reply) => {
    const query = parseInput(handoffListQuerySchema, request.query, 'query');
    return answerList<HandoffRecord, HandoffRow, typeof query.sort>(reply, {
      db,
      source: handoffList(query),
      query,
      toItem: toHandoffRow,
      csv: { fileName: 'chat-handoffs.csv', columns: HANDOFF_CSV },
    });
  });

  app.get('/ChatAnalysis/GetAcknowledgements', guard, async (request, reply) => {
    const query = parseInput(acknowledgementListQuerySchema, request.query, 'query');
    return answerList<AcknowledgementRecord, AcknowledgementRow, typeof query.sort>(reply, {
      db,
      source: acknowledgementList(query),
      query,
      toItem: toAcknowledgementRow,
      csv: { fileName: 'safety-acknowledgements.csv', columns: ACKNOWLEDGEMENT_CSV },
    });
  });

  app.get('/ChatAnalysis/GetTranscript', guard, async (request, reply) => {
    const query = parseInput(transcriptQuerySchema, request.query, 'query');
    return noStore(reply, await transcript(db, query));
  });
};
