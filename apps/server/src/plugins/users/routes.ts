import type { Role } from '@ohmstead/contracts/roles';
import { can } from '@ohmstead/contracts/roles';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userIdParamSchema,
  userListQuerySchema,
  type UserResponse,
  userResponseSchema,
  usersMessages,
  userSummarySchema,
} from '@ohmstead/contracts/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, forbidden, signedInUser } from '../../auth/auth';
import { hashPassword } from '../../auth/password';
import { toSummary, type UserRecord, userRepository } from '../../auth/user-repository';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { listRoutes } from '../../http/list-route';
import { errorResponses } from '../../http/response-schemas';
import { queryFirst } from '../../http/validate';
import { toUserSummary, USER_CSV, userList } from './user-list';

const isSuperAdmin = (roles: readonly Role[]) => roles.includes('SuperAdmin');

/**
 * The SuperAdmin role is the one an Admin cannot hand out: only a SuperAdmin may grant or remove it,
 * and only a SuperAdmin may change or deactivate a SuperAdmin's account at all (else an Admin could
 * lock every SuperAdmin out).
 */
function checkSuperAdminRule(actor: UserRecord, target: UserRecord | undefined, newRoles?: readonly Role[]) {
  if (isSuperAdmin(actor.roles)) return;
  if (target && isSuperAdmin(target.roles)) throw forbidden(usersMessages.superAdminAccountOnly);
  if (newRoles && isSuperAdmin(newRoles)) throw forbidden(usersMessages.superAdminOnly);
}

/**
 * User Management (/admin/user-management/users): SuperAdmin and Admin. The list is paged, sorted and
 * filtered in SQL and exported as CSV.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const users = userRepository(db);
  const guard = { preValidation: auth.requireCapability('userManagement') };
  const listRoute = listRoutes(app, db);
  const answer = (statusCode: number, message: string, user: UserRecord): UserResponse => ({
    responseStatusCode: statusCode,
    message,
    user: toSummary(user),
  });

  listRoute('/Users/GetAll', guard, {
    schema: userListQuerySchema,
    item: userSummarySchema,
    source: userList,
    toItem: toUserSummary,
    csv: { fileName: 'users.csv', columns: USER_CSV },
  });

  app.post(
    '/Users/Create',
    {
      ...guard,
      schema: {
        body: createUserRequestSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkSuperAdminRule(signedInUser(request), undefined, body.roles);
      const { password, ...fields } = body;
      const created = await users.create({ ...fields, passwordHash: await hashPassword(password) });
      if (!created) throw new HttpError(409, usersMessages.userNameTaken);
      return reply.status(201).send(answer(201, usersMessages.created, created));
    },
  );

  const target = async (id: number) => {
    const user = await users.findById(id);
    if (!user) throw notFound(usersMessages.notFound);
    return user;
  };

  /** Update's user, found before its body is validated. */
  const updateTargets = new WeakMap<FastifyRequest, UserRecord>();

  app.put(
    '/Users/Update',
    {
      // The query, then the user (404), then the body: a call with several wrong is told the first.
      preValidation: [
        guard.preValidation,
        queryFirst,
        async (request) => void updateTargets.set(request, await target(request.query.id)),
      ],
      schema: {
        querystring: userIdParamSchema,
        body: updateUserRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const user = updateTargets.get(request)!;
      const changes = request.body;
      checkSuperAdminRule(actor, user, changes.roles);
      if (user.id === actor.id) {
        if (!changes.active) throw badRequest(usersMessages.cannotDeactivateSelf);
        if (!can(changes.roles, 'userManagement'))
          throw badRequest(usersMessages.cannotRemoveOwnUserManagement);
      }
      const updated = await users.update(user.id, changes);
      if (!updated) throw notFound(usersMessages.notFound);
      return answer(200, usersMessages.updated, updated);
    },
  );

  app.post(
    '/Users/Deactivate',
    {
      ...guard,
      schema: {
        querystring: userIdParamSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const user = await target(request.query.id);
      if (user.id === actor.id) throw badRequest(usersMessages.cannotDeactivateSelf);
      checkSuperAdminRule(actor, user);
      const updated = await users.deactivate(user.id);
      if (!updated) throw notFound(usersMessages.notFound);
      return answer(200, usersMessages.deactivated, updated);
    },
  );
};
