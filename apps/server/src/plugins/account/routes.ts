import {
  accountMessages,
  changePasswordRequestSchema,
  type ChangePasswordResponse,
  changePasswordResponseSchema,
  type ProfileResponse,
  profileResponseSchema,
  updateProfileRequestSchema,
  type UpdateProfileResponse,
  updateProfileResponseSchema,
} from '@ohmstead/contracts/account';
import { loginMessages, sessionMessages } from '@ohmstead/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import { hashPassword, verifyPassword } from '../../auth/password';
import { accountFields, type UserRecord, userRepository } from '../../auth/user-repository';
import type { Database } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';

const profile = (user: UserRecord): ProfileResponse => ({ responseStatusCode: 200, ...accountFields(user) });

/** Update Profile and Update Password (/admin/user-management/update-profile/1 and /2): any signed-in user. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const users = userRepository(db);
  const guard = { preValidation: auth.requireCapability('account') };

  app.get(
    '/Account/Profile',
    { ...guard, schema: { response: { 200: profileResponseSchema, ...errorResponses(401, 403) } } },
    async (request) => profile(signedInUser(request)),
  );

  app.put(
    '/Account/Profile',
    {
      ...guard,
      schema: {
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const changes = request.body;
      const updated = await users.updateProfile(signedInUser(request).id, changes);
      // The guard has just read the user; only a concurrent delete could take it away.
      if (!updated) throw new HttpError(401, sessionMessages.sessionExpired);
      const answer: UpdateProfileResponse = { ...profile(updated), message: accountMessages.profileUpdated };
      return answer;
    },
  );

  app.post(
    '/Account/ChangePassword',
    {
      ...guard,
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const user = signedInUser(request);
      // A stolen token must not become a way to guess the password: wrong guesses count like sign-ins.
      if (!(await auth.passwordChanges.attempt(user.id)))
        throw new HttpError(429, loginMessages.tooManyAttempts);
      if (!(await verifyPassword(currentPassword, user.passwordHash)))
        throw badRequest(accountMessages.currentPasswordIncorrect, [
          { field: 'currentPassword', message: accountMessages.currentPasswordIncorrect },
        ]);
      await auth.passwordChanges.succeeded(user.id);
      const changedAt = new Date();
      const updated = await users.setPassword(user.id, await hashPassword(newPassword), changedAt);
      if (!updated) throw new HttpError(401, sessionMessages.sessionExpired);
      // Every older token, this request's included, is refused from now on; the browser takes this one.
      const answer: ChangePasswordResponse = {
        ...auth.loginResponse(updated, auth.issue(updated, changedAt)),
        message: accountMessages.passwordChanged,
      };
      return answer;
    },
  );
};
