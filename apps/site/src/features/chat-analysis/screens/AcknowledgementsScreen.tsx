import { useLocation } from 'react-router-dom';
import { acknowledgementListQuerySchema } from '@ohmstead/contracts/chat-analysis';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import { ACKNOWLEDGEMENTS_CALL, getAcknowledgements } from '../api/chat-analysis-api';
import { AcknowledgementsView } from '../components/AcknowledgementsView';

/** The safety acknowledgements behind a figure of the analysis (/admin/chatbot-analysis/acknowledgements). */
export function AcknowledgementsScreen() {
  const { query, update, apiQuery } = useListQuery(acknowledgementListQuerySchema);
  const list = useListPage(getAcknowledgements, apiQuery());
  const { pathname, search } = useLocation();
  return (
    <AcknowledgementsView
      query={query}
      update={update}
      list={list}
      csvPath={`${ACKNOWLEDGEMENTS_CALL}?${apiQuery({ format: 'csv' })}`}
      here={`${pathname}${search}`}
    />
  );
}
