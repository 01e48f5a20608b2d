import { acknowledgementListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { ACKNOWLEDGEMENTS_CALL, getAcknowledgements } from '../api/chat-analysis-api';
import { AcknowledgementsView } from '../components/AcknowledgementsView';
import { useDrillDown } from './use-drill-down';

/** The safety acknowledgements behind a figure of the analysis (/admin/chatbot-analysis/acknowledgements). */
export function AcknowledgementsScreen() {
  return (
    <AcknowledgementsView
      {...useDrillDown(acknowledgementListQuerySchema, getAcknowledgements, ACKNOWLEDGEMENTS_CALL)}
    />
  );
}
