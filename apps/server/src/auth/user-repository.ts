import type { Role } from '@ohmstead/contracts/roles';
import type { UserSummary } from '@ohmstead/contracts/users';
import type { Queryable } from '../db/database';

export interface UserRecord {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  contact: string;
  roles: Role[];
  passwordHash: string;
  isWelcomePopupShown: boolean;
  isSafetyCheck: boolean;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
  passwordChangedAt: Date;
}

/** A users row without its password columns: what lists read (the hash never leaves the table). */
export interface UserListRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  contact: string;
  roles: Role[];
  active: boolean;
  is_welcome_popup_shown: boolean;
  is_safety_check: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

interface UserRow extends UserListRow {
  password_hash: string;
  password_changed_at: Date;
}

/** A user apart from the password: what lists and answers are made from. */
export type UserFields = Omit<UserRecord, 'passwordHash' | 'passwordChangedAt'>;

/** The person fields an admin sets on a user. */
type PersonFields = 'firstName' | 'lastName' | 'contact' | 'roles';

export type NewUser = Pick<UserRecord, PersonFields | 'userName' | 'passwordHash'> &
  Partial<Pick<UserRecord, 'isSafetyCheck'>>;

export type UserChanges = Pick<UserRecord, PersonFields | 'active'>;

const COLUMNS = `id, user_name, first_name, last_name, contact, roles, password_hash, is_welcome_popup_shown,
  is_safety_check, active, created_at, updated_at, password_changed_at`;

export function toUserFields(row: UserListRow): UserFields {
  return {
    id: Number(row.id),
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    contact: row.contact,
    roles: row.roles,
    isWelcomePopupShown: row.is_welcome_popup_shown,
    isSafetyCheck: row.is_safety_check,
    active: row.active,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

function toRecord(row: UserRow): UserRecord {
  return {
    ...toUserFields(row),
    passwordHash: row.password_hash,
    passwordChangedAt: new Date(row.password_changed_at),
  };
}

/** Who is signed in, as the sign-in and the profile answer it (contracts' signedInUserFields). */
export function accountFields(user: UserRecord) {
  return {
    userId: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    contact: user.contact,
    roles: user.roles,
  };
}

/** A user as lists and answers show them: everything but the password hash. */
export function toSummary(user: UserFields): UserSummary {
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    contact: user.contact,
    roles: user.roles,
    active: user.active,
    isWelcomePopupShown: user.isWelcomePopupShown,
    isSafetyCheck: user.isSafetyCheck,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/**
 * A database error on a users row can quote the whole row (PostgreSQL's "Failing row contains …"),
 * password hash included; only its code and constraint go on to the error log.
 */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    // The original error is deliberately not attached as `cause`: the error log would print it whole.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`users write failed (code ${code ?? 'unknown'}, constraint ${constraint ?? 'none'})`);
  }
}

/** Accounts: found, created, edited, deactivated; and whether any SuperAdmin is left. */
function userAccounts(db: Queryable) {
  const one = async (sql: string, params: unknown[]) => {
    const rows = await guarded(() => db.query<UserRow>(sql, params));
    return rows[0] && toRecord(rows[0]);
  };
  return {
    findById: (id: number) => one(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]),

    findByUserName: (userName: string) =>
      one(`SELECT ${COLUMNS} FROM users WHERE lower(user_name) = lower($1)`, [userName]),

    /** Undefined when the user name is taken (in any letter case). */
    create: (user: NewUser) =>
      one(
        `INSERT INTO users (user_name, first_name, last_name, contact, roles, password_hash, is_safety_check)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ((lower(user_name))) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          user.userName,
          user.firstName,
          user.lastName,
          user.contact,
          user.roles,
          user.passwordHash,
          user.isSafetyCheck ?? true,
        ],
      ),

    update: (id: number, changes: UserChanges) =>
      one(
        `UPDATE users SET first_name = $2, last_name = $3, contact = $4, roles = $5, active = $6, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, changes.firstName, changes.lastName, changes.contact, changes.roles, changes.active],
      ),

    updateProfile: (id: number, profile: { firstName: string; lastName: string; contact: string }) =>
      one(
        `UPDATE users SET first_name = $2, last_name = $3, contact = $4, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, profile.firstName, profile.lastName, profile.contact],
      ),

    /** `changedAt` comes from the caller so the fresh token it issues is not older than the change. */
    setPassword: (id: number, passwordHash: string, changedAt: Date) =>
      one(
        `UPDATE users SET password_hash = $2, password_changed_at = $3, updated_at = $3
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, passwordHash, changedAt],
      ),

    deactivate: (id: number) =>
      one(
        `UPDATE users SET active = false, updated_at = CASE WHEN active THEN now() ELSE updated_at END
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id],
      ),

    setWelcomePopupShown: (id: number, shown: boolean) =>
      one(
        `UPDATE users SET is_welcome_popup_shown = $2, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, shown],
      ),

    async hasActiveSuperAdmin(): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM users WHERE active AND 'SuperAdmin' = ANY (roles) LIMIT 1`,
      );
      return rows.length > 0;
    },
  };
}

/** The safety check: its acknowledgements, and the flag they clear. */
function userSafetyChecks(db: Queryable) {
  return {
    /**
     * Records the acknowledgement of a safety content version and clears the flag, in one statement.
     * 'already' when the flag was cleared before: the spec's 'Safety check already dismissed.' case.
     */
    async dismissSafetyCheck(id: number, contentVersion: string): Promise<'dismissed' | 'already'> {
      const rows = await db.query<{ was_pending: boolean }>(
        `WITH acknowledged AS (
           INSERT INTO safety_acknowledgements (user_id, content_version) VALUES ($1, $2) RETURNING user_id
         ), cleared AS (
           UPDATE users SET is_safety_check = false, updated_at = now()
           WHERE id = $1 AND is_safety_check AND EXISTS (SELECT 1 FROM acknowledged) RETURNING id
         )
         SELECT EXISTS (SELECT 1 FROM cleared) AS was_pending`,
        [id, contentVersion],
      );
      return rows[0]?.was_pending ? 'dismissed' : 'already';
    },

    /** Every acknowledgement of one user, oldest first. */
    async safetyAcknowledgements(id: number): Promise<{ contentVersion: string; acknowledgedAt: Date }[]> {
      const rows = await db.query<{ content_version: string; acknowledged_at: Date }>(
        `SELECT content_version, acknowledged_at FROM safety_acknowledgements WHERE user_id = $1 ORDER BY id`,
        [id],
      );
      return rows.map((row) => ({
        contentVersion: row.content_version,
        acknowledgedAt: new Date(row.acknowledged_at),
      }));
    },
  };
}

/** The users table: accounts and their safety checks, one object for every caller. */
export function userRepository(db: Queryable) {
  return { ...userAccounts(db), ...userSafetyChecks(db) };
}
export type UserRepository = ReturnType<typeof userRepository>;
