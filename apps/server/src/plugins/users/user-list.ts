import type { UserListQuery, UserSummary } from '@ohmstead/contracts/users';
import sql from 'sql-template-tag';
import { toSummary, toUserFields, type UserListRow } from '../../auth/user-repository';
import {
  type CsvColumn,
  dateRangeConditions,
  type ListSource,
  searchCondition,
} from '../../http/admin-lists';

export const toUserSummary = (row: UserListRow): UserSummary => toSummary(toUserFields(row));

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
