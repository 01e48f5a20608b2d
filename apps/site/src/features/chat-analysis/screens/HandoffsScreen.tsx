import { handoffListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { getHandoffs, HANDOFFS_CALL } from '../api/chat-analysis-api';
import { HandoffsView } from '../components/HandoffsView';
import { useDrillDown } from './use-drill-down';

/** The hand-offs behind a figure of the analysis (/admin/chatbot-analysis/handoffs). */
export function HandoffsScreen() {
  return <HandoffsView {...useDrillDown(handoffListQuerySchema, getHandoffs, HANDOFFS_CALL)} />;
}
