import { z } from 'zod';
import { contactSchema, firstNameSchema, lastNameSchema, newPasswordSchema } from './account';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import { roleSchema, USER_NAME_MAX } from './auth';
import { ROLES } from './roles';
import { rowIdParam } from './row-id';

/** Messages of the User Management screen (/admin/user-management/users). */
export const usersMessages = {
  userNameRequired: 'User name is required',
  userNameMin: 'User name must be at least 3 characters',
  userNameMax: `User name cannot exceed ${USER_NAME_MAX} characters`,
  userNameInvalid: 'User name may contain only letters, digits and . _ - @',
  userNameTaken: 'A user with this user name already exists.',
  rolesRequired: 'Select at least one role',
  rolesDuplicate: 'Each role may be selected only once',
  activeRequired: 'active must be true or false',
  idInvalid: 'id must be a positive number',
  roleFilterInvalid: `role must be one of: ${ROLES.join(', ')}`,
  activeFilterInvalid: 'active must be true or false',
  notFound: 'No such user.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotRemoveOwnUserManagement: 'You cannot remove your own user-management access.',
  superAdminOnly: 'Only a SuperAdmin may grant or remove the SuperAdmin role.',
  superAdminAccountOnly: 'Only a SuperAdmin may change a SuperAdmin account.',
  created: 'The user has been created.',
  updated: 'The user has been updated.',
  deactivated: 'The user has been deactivated.',
} as const;

/** Letters, digits and . _ - @ so a user name can be an e-mail address but never holds spaces or markup. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const userNameSchema = z
  .string({ error: usersMessages.userNameRequired })
  .trim()
  .min(1, usersMessages.userNameRequired)
  .min(3, usersMessages.userNameMin)
  .max(USER_NAME_MAX, usersMessages.userNameMax)
  .regex(USER_NAME_PATTERN, usersMessages.userNameInvalid);

export const rolesSchema = z
  .array(roleSchema, { error: usersMessages.rolesRequired })
  .min(1, usersMessages.rolesRequired)
  .refine((roles) => new Set(roles).size === roles.length, usersMessages.rolesDuplicate);

/** One user as the list shows it: never the password hash. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contact: z.string(),
  roles: z.array(roleSchema),
  active: z.boolean(),
  isWelcomePopupShown: z.boolean(),
  isSafetyCheck: z.boolean(),
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** An empty filter in a hand-written link (`role=`) means no filter. */
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/Users/GetAll: the admin list's query (contracts/admin-lists.ts), by user name A–Z unless asked
 * otherwise; searched in the user name, names and contact; filtered by a role the account holds and by
 * status (`active=true|false`); the date range is when the account was created.
 */
export const userListQuerySchema = listQuerySchema({
  sortable: ['userName', 'name', 'status', 'createdAt'],
  defaultSort: 'userName',
  defaultDir: 'asc',
  filters: {
    role: z.preprocess(emptyIsNone, z.enum(ROLES, { error: usersMessages.roleFilterInvalid }).optional()),
    active: z.preprocess(
      emptyIsNone,
      z.enum(['true', 'false'], { error: usersMessages.activeFilterInvalid }).optional(),
    ),
  },
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** One page of users (never a password hash). */
export const usersListResponseSchema = listPageSchema(userSummarySchema);
export type UsersListResponse = ListPage<UserSummary>;

/** POST /api/Users/Create. */
export const createUserRequestSchema = z
  .object({
    userName: userNameSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    contact: contactSchema,
    roles: rolesSchema,
    password: newPasswordSchema,
  })
  .strict();
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /api/Users/Update?id=. The user name and password are not changed here. */
export const updateUserRequestSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    contact: contactSchema,
    roles: rolesSchema,
    active: z.boolean({ error: usersMessages.activeRequired }),
  })
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** `?id=` of Users/Update and Users/Deactivate. */
export const userIdParamSchema = z
  .object({
    id: rowIdParam(usersMessages.idInvalid),
  })
  .strict();

/** The answer of Create (201), Update and Deactivate (200). */
export const userResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  user: userSummarySchema,
});
export type UserResponse = z.infer<typeof userResponseSchema>;
