import type { UserSummary } from '@ohmstead/contracts/users';
import { createColumnHelper } from '@tanstack/react-table';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { SmallButton } from '@/components/admin/SmallButton';
import { usersWords as t } from '../users-words';

const column = createColumnHelper<UserSummary>();

interface UserColumnsOptions {
  /** The signed-in account: marked "you", and never offered for deactivation. */
  myId: number | undefined;
  onEdit: (user: UserSummary) => void;
  onDeactivate: (user: UserSummary) => void;
}

/** The accounts' table columns: user name, name, contact, roles, status, created, and the row's actions. */
export function userColumns({ myId, onEdit, onDeactivate }: UserColumnsOptions) {
  return [
    column.accessor('userName', {
      id: 'userName',
      header: t.columns.userName,
      meta: { rowHeader: true },
      cell: ({ row: { original: user } }) => (
        <>
          {user.userName} {myId === user.id && <span className="users-screen__you">{t.you}</span>}
        </>
      ),
    }),
    column.accessor((user) => `${user.firstName} ${user.lastName}`, { id: 'name', header: t.columns.name }),
    column.accessor('contact', { id: 'contact', header: t.columns.contact, enableSorting: false }),
    column.accessor((user) => user.roles.join(', '), {
      id: 'roles',
      header: t.columns.roles,
      enableSorting: false,
    }),
    column.accessor('active', {
      id: 'status',
      header: t.columns.status,
      cell: (info) => (
        <span className={info.getValue() ? undefined : 'users-screen__inactive'}>
          {info.getValue() ? t.active : t.inactive}
        </span>
      ),
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: t.columns.createdAt,
      cell: dateTimeCell,
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: user } }) => (
        <div className="users-screen__actions">
          <SmallButton aria-label={`${t.edit} ${user.userName}`} onClick={() => onEdit(user)}>
            {t.edit}
          </SmallButton>
          {user.active && myId !== user.id && (
            <SmallButton
              tone="danger"
              aria-label={`${t.deactivate} ${user.userName}`}
              onClick={() => onDeactivate(user)}
            >
              {t.deactivate}
            </SmallButton>
          )}
        </div>
      ),
    }),
  ];
}
