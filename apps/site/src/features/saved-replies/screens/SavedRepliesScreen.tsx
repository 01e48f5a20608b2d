import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import { LIST_PAGE_SIZE_DEFAULT } from '@ohmstead/contracts/admin-lists';
import type { SavedReply } from '@ohmstead/contracts/saved-replies';
import { useCallback, useRef, useState } from 'react';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { ConfirmDeleteDialog } from '@/components/admin/ConfirmDeleteDialog';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable } from '@/components/admin/data-table/DataTable';
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { useListPage } from '@/lib/use-list-page';
import { useSavedRepliesApi } from '../api/saved-replies-api';
import { savedReplyColumns } from '../components/saved-reply-columns';
import { SavedReplyDialog } from '../components/SavedReplyDialog';
import { savedRepliesWords as t } from '../saved-replies-words';
import './SavedRepliesScreen.css';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; reply: SavedReply } | { kind: 'delete'; reply: SavedReply } | null;

const byColumn = (sort: string, dir: SortDirection) => (a: SavedReply, b: SavedReply) => {
  const order =
    sort === 'updatedAt'
      ? a.updatedAt.localeCompare(b.updatedAt)
      : a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
  return dir === 'asc' ? order : -order;
};

/**
 * Saved Replies (/admin/saved-replies; SuperAdmin, Admin; docs/decisions/0045-saved-replies.md): the team's
 * canned answers in the shared admin table. The list is small and loaded whole (the console loads it the
 * same way), so it is sorted and paged here. Add, edit and delete (after a confirmation) show the server's
 * message above the table and load the list again.
 */
export function SavedRepliesScreen() {
  const api = useSavedRepliesApi();
  const load = useCallback(async () => {
    const result = await api.list();
    if (!result.ok) return result;
    const items = result.data.replies;
    return {
      ok: true as const,
      data: {
        responseStatusCode: 200,
        items,
        total: items.length,
        page: 1,
        pageSize: Math.max(1, items.length),
      },
    };
  }, [api]);
  const list = useListPage(load, '');
  const [view, setView] = useState({
    page: 1,
    pageSize: LIST_PAGE_SIZE_DEFAULT,
    sort: 'title',
    dir: 'asc' as SortDirection,
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);

  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
    list.retry();
  };
  const all = list.page?.items ?? null;
  const rows =
    all &&
    [...all]
      .sort(byColumn(view.sort, view.dir))
      .slice((view.page - 1) * view.pageSize, view.page * view.pageSize);
  const columns = savedReplyColumns({
    onEdit: (reply) => open({ kind: 'edit', reply }),
    onDelete: (reply) => open({ kind: 'delete', reply }),
  });

  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && <ScreenNotice notice={notice} onClose={() => setNotice(null)} />}
      <AdminCard>
        <CreateBar label={t.create} onClick={() => open({ kind: 'create' })} buttonRef={createRef} />
        <DataTable<SavedReply>
          caption={t.caption}
          columns={columns}
          rows={rows}
          total={all?.length ?? 0}
          {...view}
          loading={list.loading}
          error={list.error}
          onRetry={list.retry}
          onSortChange={(sort, dir) => setView((current) => ({ ...current, sort, dir, page: 1 }))}
          onPageChange={(page) => setView((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setView((current) => ({ ...current, pageSize, page: 1 }))}
          emptyText={t.none}
          getRowId={(reply) => String(reply.id)}
        />
      </AdminCard>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SavedReplyDialog
          editing={dialog.kind === 'edit' ? dialog.reply : undefined}
          returnFocusTo={dialog.kind === 'create' ? createRef : undefined}
          onClose={() => setDialog(null)}
          onSaved={(saved) => done(saved.message)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t.deleteTitle(dialog.reply.title)}
          text={t.deleteText}
          deleteLabel={t.delete}
          remove={() => api.remove(dialog.reply.id)}
          onClose={() => setDialog(null)}
          onDeleted={done}
        />
      )}
    </AdminPage>
  );
}
