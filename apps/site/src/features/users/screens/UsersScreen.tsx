import { ROLES } from '@ohmstead/contracts/roles';
import { userListQuerySchema, type UserSummary } from '@ohmstead/contracts/users';
import { useRef, useState } from 'react';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { ScreenNotice } from '@/components/admin/ScreenNotice';
import { useListQuery } from '@/lib/list-query';
import { useSession } from '@/lib/session';
import { useListPage } from '@/lib/use-list-page';
import { USERS_PATH, useUsersApi } from '../api/users-api';
import { CreateUserDialog } from '../components/CreateUserDialog';
import { DeactivateUserDialog } from '../components/DeactivateUserDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { userColumns } from '../components/user-columns';
import { usersWords } from '../users-words';
import './UsersScreen.css';

const t = usersWords;

type Dialog =
  { kind: 'create' } | { kind: 'edit'; user: UserSummary } | { kind: 'deactivate'; user: UserSummary } | null;

const ROLE_OPTIONS = labelledOptions(ROLES);
const STATUS_OPTIONS = [
  { value: 'true', label: t.active },
  { value: 'false', label: t.inactive },
];

/**
 * User Management (/admin/user-management/users; SuperAdmin, Admin): the accounts in the shared admin
 * table, paged, sorted and filtered (role, status, search, created between) on the server with the view
 * in the URL, and exported as CSV. Create a user, edit names, contact, roles and status, and deactivate
 * after a confirmation; the server's message after each change is shown above the table.
 */
export function UsersScreen() {
  const api = useUsersApi();
  const view = useListQuery(userListQuerySchema);
  const { query, params, update } = view;
  const list = useListPage(api.list, view.apiQuery());
  const filter = listFilterProps(view);
  const me = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const filtered = Object.keys(params).some((key) => !['page', 'pageSize', 'sort', 'dir'].includes(key));

  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };
  /** A changed account is shown as it is now in its row; a new one comes with the list loaded again. */
  const applyChange = (user: UserSummary, message: string, created = false) => {
    if (created) list.retry();
    else
      list.setPage((page) => ({
        ...page,
        items: page.items.map((existing) => (existing.id === user.id ? user : existing)),
      }));
    setDialog(null);
    setNotice(message);
  };

  const columns = userColumns({
    myId: me?.userId,
    onEdit: (user) => open({ kind: 'edit', user }),
    onDeactivate: (user) => open({ kind: 'deactivate', user }),
  });

  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && (
        <ScreenNotice notice={notice} onClose={() => setNotice(null)} className="users-screen__notice" />
      )}
      <AdminCard>
        <CreateBar label={t.create} onClick={() => open({ kind: 'create' })} buttonRef={createRef} />
        <DataTable<UserSummary>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={filtered ? t.noMatch : t.none}
          getRowId={(user) => String(user.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.roleFilter}
                anyLabel={t.allRoles}
                options={ROLE_OPTIONS}
                {...filter.select('role')}
              />
              <SelectFilter
                label={t.statusFilter}
                anyLabel={t.allStatuses}
                options={STATUS_OPTIONS}
                {...filter.select('active')}
              />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <DateRangeFilter {...filter.dateRange} />
              <CsvExportButton {...csvExportProps(view.apiQuery, USERS_PATH, 'users.csv')} />
            </>
          }
        />
      </AdminCard>
      {dialog?.kind === 'create' && (
        <CreateUserDialog
          onClose={() => setDialog(null)}
          onSaved={(user, message) => applyChange(user, message, true)}
          returnFocusTo={createRef}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={applyChange} />
      )}
      {dialog?.kind === 'deactivate' && (
        <DeactivateUserDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={applyChange} />
      )}
    </AdminPage>
  );
}
