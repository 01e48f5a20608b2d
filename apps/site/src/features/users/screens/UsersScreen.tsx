import { createColumnHelper } from '@tanstack/react-table';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES } from '@ohmstead/contracts/roles';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserSummary,
} from '@ohmstead/contracts/users';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import { Checkbox } from '@/components/form/Checkbox';
import { FormAlert } from '@/components/form/FormAlert';
import { TextField } from '@/components/form/TextField';
import { Modal } from '@/components/Modal';
import { useListQuery } from '@/lib/list-query';
import { useSession } from '@/lib/session';
import { useListPage } from '@/lib/use-list-page';
import { useUsersApi } from '../api/users-api';
import { FormActions, type Outcome } from '@/components/admin/FormActions';
import { useContractForm } from '@/lib/use-contract-form';
import './UsersScreen.css';
import { USERS_PATH } from '../api/users-api';
import { usersWords } from '../users-words';
import { adminWords } from '@/components/admin/admin-words';
import { formatDateTime } from '@/lib/date-time';
import { useSend } from '@/lib/use-send';
import { SmallButton } from '@/components/admin/SmallButton';
import { CancelButton } from '@/components/admin/CancelButton';

const t = usersWords;

type Dialog =
  { kind: 'create' } | { kind: 'edit'; user: UserSummary } | { kind: 'deactivate'; user: UserSummary } | null;

const column = createColumnHelper<UserSummary>();
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

  const columns = [
    column.accessor('userName', {
      id: 'userName',
      header: t.columns.userName,
      meta: { rowHeader: true },
      cell: ({ row: { original: user } }) => (
        <>
          {user.userName} {me?.userId === user.id && <span className="users-screen__you">{t.you}</span>}
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
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: user } }) => (
        <div className="users-screen__actions">
          <SmallButton aria-label={`${t.edit} ${user.userName}`} onClick={() => open({ kind: 'edit', user })}>
            {t.edit}
          </SmallButton>
          {user.active && me?.userId !== user.id && (
            <SmallButton
              tone="danger"
              aria-label={`${t.deactivate} ${user.userName}`}
              onClick={() => open({ kind: 'deactivate', user })}
            >
              {t.deactivate}
            </SmallButton>
          )}
        </div>
      ),
    }),
  ];

  return (
    <AdminPage title={t.title} intro={t.intro}>
      {notice && (
        <FormAlert tone="success" onClose={() => setNotice(null)} className="users-screen__notice">
          {notice}
        </FormAlert>
      )}
      <AdminCard>
        <div className="users-screen__toolbar">
          <button
            ref={createRef}
            type="button"
            className="admin-button"
            onClick={() => open({ kind: 'create' })}
          >
            {t.create}
          </button>
        </div>
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
        <DeactivateDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={applyChange} />
      )}
    </AdminPage>
  );
}

interface DialogProps {
  onClose: () => void;
  onSaved: (user: UserSummary, message: string) => void;
}

/** The role checkboxes: one per role the site knows, any number ticked. */
function RolesField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="users-screen__roles" aria-describedby={error ? errorId : undefined}>
      <legend className="form-field__label">{t.roles}</legend>
      <div className="users-screen__role-grid">
        {ROLES.map((role) => (
          <label key={role} className="users-screen__role">
            <input type="checkbox" value={role} {...registration} />
            {role}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type PersonValues = Pick<UpdateUserRequest, 'firstName' | 'lastName' | 'contact' | 'roles'>;

/** An account's names, contact and roles, as both its forms ask for them. */
function PersonFields({
  register,
  errors,
}: {
  register: (name: keyof PersonValues) => UseFormRegisterReturn;
  errors: Partial<Record<keyof PersonValues, { message?: string | undefined }>>;
}) {
  return (
    <>
      <TextField label={t.firstName} required error={errors.firstName?.message} {...register('firstName')} />
      <TextField label={t.lastName} required error={errors.lastName?.message} {...register('lastName')} />
      <TextField label={t.contact} type="tel" error={errors.contact?.message} {...register('contact')} />
      <RolesField registration={register('roles')} error={errors.roles?.message} />
    </>
  );
}

/** An account's form in a dialog: its fields, then the server's refusal, the submit button and Cancel. */
function UserFormDialog({
  title,
  onClose,
  returnFocusTo,
  onSubmit,
  outcome,
  saving,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLButtonElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** The server's refusal (the dialog closes when it accepts). */
  outcome: Outcome;
  saving: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal title={title} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form className="admin-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormActions outcome={outcome} saving={saving} submitLabel={submitLabel}>
          <CancelButton onClick={onClose} />
        </FormActions>
      </form>
    </Modal>
  );
}

function CreateUserDialog({
  onClose,
  onSaved,
  returnFocusTo,
}: DialogProps & { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const api = useUsersApi();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    outcome,
    save,
  } = useContractForm(createUserRequestSchema, {
    userName: '',
    firstName: '',
    lastName: '',
    contact: '',
    roles: [],
    password: '',
  });
  const submit = (values: CreateUserRequest) =>
    save(
      () => api.create(values),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <UserFormDialog
      title={t.createTitle}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      outcome={outcome}
      saving={isSubmitting}
      submitLabel={t.create}
    >
      <TextField
        label={t.userName}
        required
        autoComplete="off"
        autoCapitalize="none"
        error={errors.userName?.message}
        {...register('userName')}
      />
      <PersonFields register={register} errors={errors} />
      <TextField
        label={t.password}
        type="password"
        required
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
    </UserFormDialog>
  );
}

function EditUserDialog({ user, onClose, onSaved }: DialogProps & { user: UserSummary }) {
  const api = useUsersApi();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    outcome,
    save,
  } = useContractForm(updateUserRequestSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    contact: user.contact,
    roles: user.roles,
    active: user.active,
  });
  const submit = (values: UpdateUserRequest) =>
    save(
      () => api.update(user.id, values),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <UserFormDialog
      title={t.editTitle(user.userName)}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      outcome={outcome}
      saving={isSubmitting}
    >
      <PersonFields register={register} errors={errors} />
      <Checkbox label={t.activeLabel} error={errors.active?.message} {...register('active')} />
    </UserFormDialog>
  );
}

function DeactivateDialog({ user, onClose, onSaved }: DialogProps & { user: UserSummary }) {
  const api = useUsersApi();
  const { failure, sending, send } = useSend();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () =>
    send(
      () => api.deactivate(user.id),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <Modal title={t.deactivateTitle(user.userName)} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{t.deactivateText}</p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions users-screen__confirm">
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={() => void confirm()}
        >
          {t.deactivate}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="admin-button admin-button--secondary"
          onClick={onClose}
        >
          {adminWords.cancel}
        </button>
      </div>
    </Modal>
  );
}
