import type { ReactNode } from 'react';
import { AdminCard } from '@/components/admin/AdminPage';
import { FigureTable, type FigureTableProps } from '@/components/admin/FigureTable';

/**
 * A card of the analysis with one table of figures under its title (the table's caption is read out,
 * not shown), or the card's line for none when the period has no rows.
 */
export function FigureCard<Row>({
  title,
  intro,
  none,
  ...table
}: Omit<FigureTableProps<Row>, 'hideCaption'> & { title: string; intro: ReactNode; none: string }) {
  return (
    <AdminCard title={title} intro={intro}>
      {table.rows.length === 0 ? (
        <p className="chat-analysis__empty">{none}</p>
      ) : (
        <FigureTable {...table} hideCaption />
      )}
    </AdminCard>
  );
}
