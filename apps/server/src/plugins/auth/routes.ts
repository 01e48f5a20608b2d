import {
  type DismissResponse,
  dismissResponseSchema,
  dismissSafetyCheckQuerySchema,
  dismissWelcomePopupBodySchema,
  loginMessages,
  loginRequestSchema,
  loginResponseSchema,
  sessionMessages,
  userIdQuerySchema,
} from '@ohmstead/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, forbidden, signedInUser } from '../../auth/auth';
import { userRepository } from '../../auth/user-repository';
import type { Database } from '../../db/database';
import { requestAddress } from '../../http/client-address';
import { acceptEmptyJson } from '../../http/empty-json-body';
import { HttpError } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';
import { namedPart, queryFirst } from '../../http/validate';

/** POST /api/Auth/AuthTokenLogin, DismissWelcomePopup and DismissSafetyCheck (docs/product.md §3.7). */
export const authRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const users = userRepository(db);

  // The spec shows no body for DismissSafetyCheck.
  acceptEmptyJson(app);

  // Past its share of sign-ins, a call owes a proof of work (428) before its password is checked.
  const loginSchema = {
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 428) },
  };
  app.post('/Auth/AuthTokenLogin', { schema: loginSchema }, async (request, reply) => {
    const { userName, password, proof } = request.body;
    const user = await users.findByUserName(userName);
    // Counted before the password is checked; past its share it owes a proof of work (428), never a
    // refusal of the right password (auth/sign-in-guard.ts).
    const attempt = await auth.signIn.attempt(
      { userName, userId: user?.id, address: requestAddress(request) },
      proof,
    );
    // One answer, after one hash check's time, for an unknown user, a wrong password and a deactivated
    // account: nothing to enumerate.
    const passwordMatches = await auth.checkPassword(user, password);
    if (!user || !passwordMatches) throw new HttpError(401, loginMessages.invalidCredentials);
    await auth.signIn.succeeded(attempt, user.id);
    // The answer carries a token but the request none: the security-headers hook cannot tell.
    reply.header('Cache-Control', 'no-store');
    return auth.loginResponse(user, auth.issue(user));
  });

  /** The dismiss calls change the caller's own flags only: `userId` must be the token's user. */
  const ownUserId = (request: Parameters<typeof signedInUser>[0], userId: number) => {
    const user = signedInUser(request);
    if (user.id !== userId) throw forbidden(sessionMessages.selfOnly);
    return user.id;
  };

  app.post(
    '/Auth/DismissWelcomePopup',
    {
      // The query, then the user check, then the body: a call with several wrong is told the first.
      preValidation: [
        auth.requireSignedIn,
        queryFirst,
        async (request) => void ownUserId(request, request.query.userId),
      ],
      // Its 400 names the body ("Invalid body: …"), as it always did.
      schema: {
        querystring: userIdQuerySchema,
        body: namedPart(dismissWelcomePopupBodySchema, 'body'),
        response: { 200: dismissResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await users.setWelcomePopupShown(userId, request.body);
      const answer: DismissResponse = {
        responseStatusCode: 200,
        message: sessionMessages.welcomePopupDismissed,
      };
      return answer;
    },
  );

  app.post(
    '/Auth/DismissSafetyCheck',
    {
      preValidation: auth.requireSignedIn,
      schema: {
        querystring: dismissSafetyCheckQuerySchema,
        response: { 200: dismissResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const userId = ownUserId(request, query.userId);
      // Every acknowledgement is recorded with the content version it was given for, even a repeated one.
      const outcome = await users.dismissSafetyCheck(userId, query.contentVersion);
      const answer: DismissResponse = {
        responseStatusCode: 200,
        message:
          outcome === 'already'
            ? loginMessages.safetyCheckAlreadyDismissed
            : sessionMessages.safetyCheckDismissed,
      };
      return answer;
    },
  );
};
