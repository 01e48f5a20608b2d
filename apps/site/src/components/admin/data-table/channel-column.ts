import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';
import type { ColumnDef } from '@tanstack/react-table';
import { enquiryChannelWords } from '../enquiry-channel-words';

/**
 * The enquiry lists' channel column (Customer Inquiries, Quote Requests, Support Tickets): where each row
 * came from, in words; not sortable (the lists sort on the server by their own columns).
 */
export const channelColumn = <Row extends { channel: EnquiryChannel }>(
  header: string,
): ColumnDef<Row, EnquiryChannel> => ({
  id: 'channel',
  accessorFn: (row) => row.channel,
  header,
  enableSorting: false,
  cell: (info) => enquiryChannelWords[info.getValue()],
});
