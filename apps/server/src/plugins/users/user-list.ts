import type { Role } from '@ohmstead/contracts/roles';
import type { UserListQuery, UserSummary } from '@ohmstead/contracts/users';
import sql from 'sql-template-tag';
import {
  dateRangeConditions,
  searchCondition,
  type CsvColumn,
  type ListSource,
} from '../../http/admin-lists';

/** A users row as the list reads it: every column but the password hash, which never leaves the table. */
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

export const toUserSummary = (row: UserListRow): UserSummary => ({
  id: Number(row.id),
  userName: row.user_name,
  firstName: row.first_name,
  lastName: row.last_name,
  contact: row.contact,
  roles: row.roles,
  active: row.active,
  isWelcomePopupShown: row.is_welcome_popup_shown,
  isSafetyCheck: row.is_safety_check,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * User Management's list (GET Users/GetAll): searched in the user name, names and contact; filtered by a
 * role the account holds and by status; the date range is when the account was created.
 */
export const userList = (query: UserListQuery): ListSource<UserListQuery['sort']> => ({
  select: sql`id, user_name, first_name, last_name, contact, roles, active, is_welcome_popup_shown,
    is_safety_check, created_at, updated_at`,
  from: sql`users`,
  where: [
    ...(query.role ? [sql`${query.role} = ANY (roles)`] : []),
    ...(query.active ? [sql`active = ${query.active === 'true'}`] : []),
    ...searchCondition(
      [sql`user_name`, sql`first_name`, sql`last_name`, sql`(first_name || ' ' || last_name)`, sql`contact`],
      query.search,
    ),
    ...dateRangeConditions(sql`created_at`, query),
  ],
  orderBy: {
    userName: sql`lower(user_name)`,
    name: sql`lower(first_name || ' ' || last_name)`,
    status: sql`active`,
    createdAt: sql`created_at`,
  },
  tieBreaker: sql`id`,
});

/** The columns of the list's CSV export. */
export const USER_CSV: CsvColumn<UserSummary>[] = [
  { header: 'User name', value: (user) => user.userName },
  { header: 'First name', value: (user) => user.firstName },
  { header: 'Last name', value: (user) => user.lastName },
  { header: 'Contact', value: (user) => user.contact },
  { header: 'Roles', value: (user) => user.roles.join(', ') },
  { header: 'Status', value: (user) => (user.active ? 'Active' : 'Inactive') },
  { header: 'Created at', value: (user) => user.createdAt },
  { header: 'Updated at', value: (user) => user.updatedAt },
];
