import type { SocialKind } from '@ohmstead/contracts/feeds';
import { SOCIAL_IMAGE_RULE } from '@ohmstead/contracts/social-items';
import { type SocialAdminItem, socialItemViewQuerySchema } from '@ohmstead/contracts/social-items-schemas';
import { useCallback, useState } from 'react';
import { AdminPage } from '@/components/admin/AdminPage';
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { useListQuery } from '@/lib/list-query';
import type { Outcome } from '@/lib/outcome';
import { useListPage } from '@/lib/use-list-page';
import { useSocialApi } from '../api/social-api';
import { DeleteSocialItemDialog } from '../components/DeleteSocialItemDialog';
import { FeedsSectionNav } from '../components/FeedsSectionNav';
import { socialItemColumns } from '../components/social-item-columns';
import { SocialItemDialog } from '../components/SocialItemDialog';
import { SocialItemsTable } from '../components/SocialItemsTable';
import { useSocialFocus } from '../hooks/use-social-focus';
import { useSocialMove } from '../hooks/use-social-move';
import { socialText as t } from '../social-words';
import './FeedsScreen.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; item: SocialAdminItem }
  | { kind: 'delete'; item: SocialAdminItem }
  | null;

/**
 * One kind of social item of News & Events (/admin/all-feeds/youtube, /linkedin, /logos): the items in
 * the shared admin table in their public order (searched, sorted and paged on the server, CSV export),
 * added and edited in a dialog, moved one place up or down with buttons (the order is kept on the
 * server, the focus follows the moved item), and deleted after a confirmation.
 */
export function SocialItemsScreen({ kind }: { kind: SocialKind }) {
  const api = useSocialApi();
  const words = t.kinds[kind];
  const view = useListQuery(socialItemViewQuerySchema);
  const { query, apiQuery } = view;
  const load = useCallback((listQuery: string) => api.list(kind, listQuery), [api, kind]);
  const list = useListPage(load, apiQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Outcome>(null);
  const { createRef, tableRef, focusAfterLoad } = useSocialFocus(list);
  const { moving, move } = useSocialMove({ api, view, retry: list.retry, setNotice, focusAfterLoad });
  const canMove = query.sort === 'position' && query.dir === 'asc';

  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };
  const done = (message: string) => {
    setDialog(null);
    setNotice({ tone: 'success', message });
  };
  const showSaved = (saved: SocialAdminItem) =>
    list.setPage((page) => ({
      ...page,
      items: page.items.map((existing) => (existing.id === saved.id ? saved : existing)),
    }));

  const columns = socialItemColumns({
    withImage: SOCIAL_IMAGE_RULE[kind] !== 'none',
    canMove,
    moving,
    onMove: (item, direction) => void move(item, direction),
    onEdit: (item) => open({ kind: 'edit', item }),
    onDelete: (item) => open({ kind: 'delete', item }),
  });

  return (
    <AdminPage title={words.title} intro={words.intro}>
      <FeedsSectionNav />
      {notice && (
        <ScreenNotice notice={notice} onClose={() => setNotice(null)} className="feeds-screen__notice" />
      )}
      <SocialItemsTable
        kind={kind}
        view={view}
        list={list}
        columns={columns}
        canMove={canMove}
        onCreate={() => open({ kind: 'create' })}
        createRef={createRef}
        tableRef={tableRef}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SocialItemDialog
          kind={kind}
          item={dialog.kind === 'edit' ? dialog.item : null}
          returnFocusTo={dialog.kind === 'create' ? createRef : undefined}
          onClose={() => setDialog(null)}
          onSaved={(saved, message) => {
            if (dialog.kind === 'create') list.retry();
            else showSaved(saved);
            done(message);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSocialItemDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDeleted={(message) => {
            focusAfterLoad({ deleted: dialog.item.id });
            done(message);
            list.retry();
          }}
        />
      )}
    </AdminPage>
  );
}
