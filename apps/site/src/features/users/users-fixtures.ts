/**
 * Accounts and an in-memory stand-in for User Management's calls, for the stories: no network. Not
 * imported by the screen itself, so never part of the built site.
 */
import { userListQuerySchema, usersMessages, type UserSummary } from '@ohmstead/contracts/users';
import { never, ok, pageFor } from '@/lib/fake-answers';
import type { UsersAdminApi } from './api/users-api';

const person = (
  id: number,
  userName: string,
  [firstName, lastName]: [string, string],
  roles: UserSummary['roles'],
  active = true,
): UserSummary => ({
  id,
  userName,
  firstName,
  lastName,
  contact: `+1 919 555 01${String(id).padStart(2, '0')}`,
  roles,
  active,
  isWelcomePopupShown: true,
  isSafetyCheck: false,
  createdAt: new Date(Date.UTC(2026, 0, id, 9)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 1, id, 9)).toISOString(),
});

export const sampleUsers = (): UserSummary[] => [
  person(1, 'superadmin', ['Sam', 'Sterling'], ['SuperAdmin']),
  person(2, 'admin', ['Alex', 'Morgan'], ['Admin']),
  person(3, 'vendor', ['Val', 'Okafor'], ['Vendor']),
  person(4, 'installer', ['Ines', 'Park'], ['Installer']),
  person(5, 'customer', ['Casey', 'Reed'], ['Customer'], false),
  person(6, 'newseditor', ['Nora', 'Quinn'], ['NewsEditor', 'Manager']),
];

/**
 * The calls answered from a list kept in memory, filtered, sorted and paged like the server does.
 * `pending` never answers the list (loading); `failList` answers it with an error.
 */
export function fakeUsersApi(
  users: UserSummary[] = sampleUsers(),
  { pending = false, failList }: { pending?: boolean; failList?: string } = {},
): UsersAdminApi {
  const items = [...users];
  let nextId = 100;
  const answer = (user: UserSummary, message: string, status = 200) =>
    ok({ responseStatusCode: status, message, user: { ...user } });
  return {
    async list(apiQuery) {
      if (pending) return never();
      if (failList) return { ok: false, status: 500, message: failList };
      const query = userListQuerySchema.parse(Object.fromEntries(new URLSearchParams(apiQuery)));
      const text = query.search?.toLowerCase();
      const key = (user: UserSummary) =>
        query.sort === 'name'
          ? `${user.firstName} ${user.lastName}`.toLowerCase()
          : query.sort === 'status'
            ? String(user.active)
            : query.sort === 'createdAt'
              ? user.createdAt
              : user.userName.toLowerCase();
      const matching = items
        .filter((user) => !query.role || user.roles.includes(query.role))
        .filter((user) => !query.active || String(user.active) === query.active)
        .filter(
          (user) =>
            !text ||
            [user.userName, user.firstName, user.lastName, user.contact].some((value) =>
              value.toLowerCase().includes(text),
            ),
        )
        .sort((a, b) => key(a).localeCompare(key(b)) * (query.dir === 'asc' ? 1 : -1));
      return pageFor(matching, query);
    },
    async create(body) {
      if (items.some((user) => user.userName.toLowerCase() === body.userName.toLowerCase()))
        return { ok: false, status: 409, message: usersMessages.userNameTaken };
      const user = person(nextId++, body.userName, [body.firstName, body.lastName], body.roles);
      user.contact = body.contact;
      items.push(user);
      return answer(user, usersMessages.created, 201);
    },
    async update(id, body) {
      const user = items.find((existing) => existing.id === id);
      if (!user) return { ok: false, status: 404, message: usersMessages.notFound };
      Object.assign(user, body);
      return answer(user, usersMessages.updated);
    },
    async deactivate(id) {
      const user = items.find((existing) => existing.id === id);
      if (!user) return { ok: false, status: 404, message: usersMessages.notFound };
      user.active = false;
      return answer(user, usersMessages.deactivated);
    },
  };
}
