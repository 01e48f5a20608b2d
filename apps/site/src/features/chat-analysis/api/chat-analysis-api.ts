import {
  acknowledgementListSchema,
  type ChatHandoffs,
  chatHandoffsSchema,
  type ChatOverview,
  chatOverviewSchema,
  type ChatQuestions,
  chatQuestionsSchema,
  type ChatSafety,
  chatSafetySchema,
  conversationListSchema,
  handoffListSchema,
  transcriptSchema,
} from '@ohmstead/contracts/chat-analysis';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

export const CONVERSATIONS_CALL = 'ChatAnalysis/GetConversations';
export const HANDOFFS_CALL = 'ChatAnalysis/GetHandoffList';
export const ACKNOWLEDGEMENTS_CALL = 'ChatAnalysis/GetAcknowledgements';

/** Everything the analysis screen draws, for one range. */
export interface ChatAnalysisData {
  overview: ChatOverview;
  questions: ChatQuestions;
  handoffs: ChatHandoffs;
  safety: ChatSafety;
}

/** The four figure calls of the screen, for the range and time zone of `apiQuery`; the first failure fails all. */
export async function getChatAnalysis(apiQuery: string): Promise<ApiResult<ChatAnalysisData>> {
  const [overview, questions, handoffs, safety] = await Promise.all([
    authorizedRequest(`ChatAnalysis/GetOverview?${apiQuery}`, chatOverviewSchema),
    authorizedRequest(`ChatAnalysis/GetQuestions?${apiQuery}`, chatQuestionsSchema),
    authorizedRequest(`ChatAnalysis/GetHandoffs?${apiQuery}`, chatHandoffsSchema),
    authorizedRequest(`ChatAnalysis/GetSafety?${apiQuery}`, chatSafetySchema),
  ]);
  if (!overview.ok) return overview;
  if (!questions.ok) return questions;
  if (!handoffs.ok) return handoffs;
  if (!safety.ok) return safety;
  return {
    ok: true,
    data: {
      overview: overview.data,
      questions: questions.data,
      handoffs: handoffs.data,
      safety: safety.data,
    },
  };
}

export const getConversations = (apiQuery: string) =>
  authorizedRequest(`${CONVERSATIONS_CALL}?${apiQuery}`, conversationListSchema);

export const getHandoffs = (apiQuery: string) =>
  authorizedRequest(`${HANDOFFS_CALL}?${apiQuery}`, handoffListSchema);

export const getAcknowledgements = (apiQuery: string) =>
  authorizedRequest(`${ACKNOWLEDGEMENTS_CALL}?${apiQuery}`, acknowledgementListSchema);

export const getTranscript = (apiQuery: string) =>
  authorizedRequest(`ChatAnalysis/GetTranscript?${apiQuery}`, transcriptSchema);
