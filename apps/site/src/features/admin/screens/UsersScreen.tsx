import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type RefObject } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { ROLES } from '@ohmstead/contracts/roles';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserSummary,
} from '@ohmstead/contracts/users';
import { Checkbox } from '../../../components/form/Checkbox';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/TextField';
import { Modal } from '../../../components/Modal';
import { useSession } from '../../../lib/session';
import { createUser, deactivateUser, getUsers, updateUser } from '../api/admin-api';
import { AdminCard, AdminPage, LoadState } from '../../../components/admin/AdminPage';
import { adminText } from '../messages';
import { useLoad } from '../../../lib/use-load';
import './UsersScreen.css';
import { FormActions } from '../components/FormActions';

const t = adminText.users;

type Dialog =
  { kind: 'create' } | { kind: 'edit'; user: UserSummary } | { kind: 'deactivate'; user: UserSummary } | null;

/**
 * User Management (/admin/user-management/users): every account with its roles and status; create a
 * user, edit names, contact, roles and status, and deactivate after a confirmation. The server's
 * message after each change is shown above the table.
 */
export function UsersScreen() {
  const { data, error, reload, setData } = useLoad(getUsers);
  const me = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);

  const applyChange = (user: UserSummary, message: string) => {
    if (data) {
      const others = data.users.filter((existing) => existing.id !== user.id);
      const users = [...others, user].sort((a, b) => a.userName.localeCompare(b.userName));
      setData({ ...data, users });
    }
    setDialog(null);
    setNotice(message);
  };

  return (
    <AdminPage title={t.title}>
      {notice && (
        <FormAlert tone="success" onClose={() => setNotice(null)} className="users-screen__notice">
          {notice}
        </FormAlert>
      )}
      {data ? (
        <AdminCard>
          <div className="users-screen__toolbar">
            <button
              ref={createRef}
              type="button"
              className="admin-button"
              onClick={() => {
                setNotice(null);
                setDialog({ kind: 'create' });
              }}
            >
              {t.create}
            </button>
          </div>
          <div className="users-screen__table-wrap">
            <table className="users-screen__table">
              <caption className="visually-hidden">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.userName}</th>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.contact}</th>
                  <th scope="col">{t.columns.roles}</th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {data.users.length === 0 && (
                  <tr>
                    <td colSpan={6}>{t.none}</td>
                  </tr>
                )}
                {data.users.map((user) => (
                  <tr key={user.id} className={user.active ? undefined : 'is-inactive'}>
                    <th scope="row">
                      {user.userName}{' '}
                      {me?.userId === user.id && <span className="users-screen__you">{t.you}</span>}
                    </th>
                    <td>
                      {user.firstName} {user.lastName}
                    </td>
                    <td>{user.contact}</td>
                    <td>{user.roles.join(', ')}</td>
                    <td>{user.active ? t.active : t.inactive}</td>
                    <td>
                      <div className="users-screen__actions">
                        <button
                          type="button"
                          className="admin-button admin-button--secondary admin-button--small"
                          aria-label={`${t.edit} ${user.userName}`}
                          onClick={() => {
                            setNotice(null);
                            setDialog({ kind: 'edit', user });
                          }}
                        >
                          {t.edit}
                        </button>
                        {user.active && me?.userId !== user.id && (
                          <button
                            type="button"
                            className="admin-button admin-button--danger admin-button--small"
                            aria-label={`${t.deactivate} ${user.userName}`}
                            onClick={() => {
                              setNotice(null);
                              setDialog({ kind: 'deactivate', user });
                            }}
                          >
                            {t.deactivate}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </AdminCard>
      ) : (
        <LoadState error={error} onRetry={reload} />
      )}
      {dialog?.kind === 'create' && (
        <CreateUserDialog onClose={() => setDialog(null)} onSaved={applyChange} returnFocusTo={createRef} />
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

function CreateUserDialog({
  onClose,
  onSaved,
  returnFocusTo,
}: DialogProps & { returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserRequest>({
    resolver: zodResolver(createUserRequestSchema),
    mode: 'onTouched',
    defaultValues: { userName: '', firstName: '', lastName: '', contact: '', roles: [], password: '' },
  });
  const save = async (values: CreateUserRequest) => {
    setFailure(null);
    const result = await createUser(values);
    if (!result.ok) return setFailure(result.message);
    onSaved(result.data.user, result.data.message);
  };
  return (
    <Modal title={t.createTitle} onClose={onClose} returnFocusTo={returnFocusTo}>
      <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <TextField
          label={t.userName}
          required
          autoComplete="off"
          autoCapitalize="none"
          error={errors.userName?.message}
          {...register('userName')}
        />
        <TextField
          label={t.firstName}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField label={t.lastName} required error={errors.lastName?.message} {...register('lastName')} />
        <TextField label={t.contact} type="tel" error={errors.contact?.message} {...register('contact')} />
        <RolesField registration={register('roles')} error={errors.roles?.message} />
        <TextField
          label={t.password}
          type="password"
          required
          autoComplete="new-password"
          hint={t.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormActions
          outcome={failure ? { tone: 'error', message: failure } : null}
          saving={isSubmitting}
          submitLabel={t.create}
        >
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            {adminText.cancel}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}

function EditUserDialog({ user, onClose, onSaved }: DialogProps & { user: UserSummary }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserRequest>({
    resolver: zodResolver(updateUserRequestSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      contact: user.contact,
      roles: user.roles,
      active: user.active,
    },
  });
  const save = async (values: UpdateUserRequest) => {
    setFailure(null);
    const result = await updateUser(user.id, values);
    if (!result.ok) return setFailure(result.message);
    onSaved(result.data.user, result.data.message);
  };
  return (
    <Modal title={t.editTitle(user.userName)} onClose={onClose}>
      <form className="admin-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        <TextField
          label={t.firstName}
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField label={t.lastName} required error={errors.lastName?.message} {...register('lastName')} />
        <TextField label={t.contact} type="tel" error={errors.contact?.message} {...register('contact')} />
        <RolesField registration={register('roles')} error={errors.roles?.message} />
        <Checkbox label={t.activeLabel} error={errors.active?.message} {...register('active')} />
        <FormActions outcome={failure ? { tone: 'error', message: failure } : null} saving={isSubmitting}>
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            {adminText.cancel}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}

function DeactivateDialog({ user, onClose, onSaved }: DialogProps & { user: UserSummary }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setFailure(null);
    setSending(true);
    const result = await deactivateUser(user.id);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onSaved(result.data.user, result.data.message);
  };
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
          {adminText.cancel}
        </button>
      </div>
    </Modal>
  );
}
