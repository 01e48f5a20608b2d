import type { AcknowledgementListQuery, AcknowledgementRow } from '@ohmstead/contracts/chat-analysis';
import sql from 'sql-template-tag';
import {
  type CsvColumn,
  dateRangeConditions,
  type ListSource,
  searchCondition,
} from '../../http/admin-lists';

export interface AcknowledgementRecord {
  id: number | string;
  user_name: string;
  first_name: string;
  last_name: string;
  content_version: string;
  acknowledged_at: Date | string;
  conversation_id: string | null;
}

/**
 * GetAcknowledgements: who acknowledged the safety instructions, which content version and when, with the
 * user's Installation Assistant conversation while it is stored; searched in user names and names.
 */
export function acknowledgementList(
  query: AcknowledgementListQuery,
): ListSource<AcknowledgementListQuery['sort']> {
  return {
    select: sql`a.id, u.user_name, u.first_name, u.last_name, a.content_version, a.acknowledged_at,
      (SELECT c.id FROM bot_conversations c
       WHERE c.bot = 'ia' AND c.identity_key = 'user:' || a.user_id) AS conversation_id`,
    from: sql`safety_acknowledgements a JOIN users u ON u.id = a.user_id`,
    where: [
      ...dateRangeConditions(sql`a.acknowledged_at`, query),
      ...(query.version ? [sql`a.content_version = ${query.version}`] : []),
      ...searchCondition([sql`u.user_name`, sql`u.first_name || ' ' || u.last_name`], query.search),
    ],
    orderBy: {
      acknowledged: sql`a.acknowledged_at`,
      userName: sql`lower(u.user_name)`,
      version: sql`a.content_version`,
    },
    tieBreaker: sql`a.id`,
  };
}

export const toAcknowledgementRow = (record: AcknowledgementRecord): AcknowledgementRow => ({
  id: String(record.id),
  userName: record.user_name,
  name: `${record.first_name} ${record.last_name}`.trim(),
  version: record.content_version,
  acknowledgedAt: new Date(record.acknowledged_at).toISOString(),
  conversationId: record.conversation_id,
});

export const ACKNOWLEDGEMENT_CSV: CsvColumn<AcknowledgementRow>[] = [
  { header: 'Acknowledged at', value: (row) => row.acknowledgedAt },
  { header: 'User name', value: (row) => row.userName },
  { header: 'Name', value: (row) => row.name },
  { header: 'Content version', value: (row) => row.version },
];
