import { dashboardFor, type LoginResponse, sessionMessages } from '@ohmstead/contracts/auth';
import { can, type Capability } from '@ohmstead/contracts/roles';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { type Config, persistentSecret } from '../config';
import type { Database } from '../db/database';
import type { DbRateLimiter } from '../http/db-rate-limiter';
import { HttpError } from '../http/errors';
import { chatSessions } from './chat-session';
import { decoyHash, verifyPassword } from './password';
import { proofOfWork } from './proof-of-work';
import { passwordChangeLimiter, signInGuard } from './sign-in-guard';
import { type IssuedToken, signToken, verifyToken } from './token';
import { accountFields, type UserRecord, userRepository } from './user-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, re-read from the database; set by requireSignedIn / requireCapability. */
    authUser: UserRecord | null;
  }
}

const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string = sessionMessages.forbidden) => new HttpError(403, message);

/** Every request's `authUser` starts empty; call once on the root instance. */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('authUser', null);
}

/** The user a guarded route runs for; a route without a guard has none, which is a programming error. */
export function signedInUser(request: FastifyRequest): UserRecord {
  if (!request.authUser) throw new Error('route reads the signed-in user but has no auth guard');
  return request.authUser;
}

/** Who a request or a bare token is for, and the route guards built on it. */
function tokenGuards(secret: Parameters<typeof verifyToken>[0], users: ReturnType<typeof userRepository>) {
  /** No token, a forged or malformed one, an expired one, or one the user's state no longer honours: 401. */
  async function authenticate(request: FastifyRequest): Promise<UserRecord> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(sessionMessages.signInRequired);
    const match = /^Bearer +(\S+)$/i.exec(header);
    if (!match) throw unauthorized(sessionMessages.signInRequired);
    return userForToken(match[1]!);
  }

  /**
   * The user a bare token (no HTTP request: a socket handshake) is for, with the same checks as the
   * route guards; a forged, expired or no longer honoured token throws a 401 HttpError.
   */
  async function userForToken(token: string): Promise<UserRecord> {
    const check = verifyToken(secret, token);
    if (!check.ok)
      throw unauthorized(
        check.reason === 'expired' ? sessionMessages.sessionExpired : sessionMessages.signInRequired,
      );
    // Re-read on every request: deactivation, role changes and password changes apply at once.
    const user = await users.findById(check.userId);
    if (!user || !user.active || check.issuedAtMs < user.passwordChangedAt.getTime())
      throw unauthorized(sessionMessages.sessionExpired);
    return user;
  }

  // Guards are preValidation hooks: they run before a route's schema is checked, so a caller without the
  // right is refused (401, 403) before their input is judged, as when handlers parsed their own input.
  const requireSignedIn: preValidationAsyncHookHandler = async (request) => {
    request.authUser = await authenticate(request);
  };

  function requireCapability(capability: Capability): preValidationAsyncHookHandler {
    return async (request) => {
      const user = await authenticate(request);
      if (!can(user.roles, capability)) throw forbidden();
      request.authUser = user;
    };
  }

  return { userForToken, requireSignedIn, requireCapability };
}

/** The answer of a sign-in: the token, the account, and where the user starts. */
function loginResponse(user: UserRecord, token: IssuedToken): LoginResponse {
  return {
    responseStatusCode: 200,
    token: token.token,
    expiresAt: token.expiresAt.toISOString(),
    ...accountFields(user),
    dashboard: dashboardFor(user.roles),
    isWelcomePopupShown: user.isWelcomePopupShown,
    isSafetyCheck: user.isSafetyCheck,
  };
}

/** Tokens, password checks and the route guards, built once per app from its config and database. */
export function createAuth({
  config,
  db,
  counters,
}: {
  config: Config;
  db: Database;
  /** The product's rate counters, which the failed sign-ins are counted with. */
  counters: DbRateLimiter;
}) {
  const secret = persistentSecret(config.dataDir, 'auth', config.auth.tokenSecret);
  const users = userRepository(db);
  // Made at start, so that even the first unknown user name costs no more than one hash check.
  const decoy = decoyHash();
  decoy.catch(() => {});
  // The limits that escalate always use the self-hosted ALTCHA, whatever captcha the forms use: nobody
  // clicks these challenges (docs/security.md).
  const proofs = proofOfWork({
    db,
    hmacKey: persistentSecret(config.dataDir, 'altcha', config.captcha.altchaHmacKey),
    cost: config.captcha.altchaCost,
  });

  function issue(user: UserRecord, at: Date = new Date()): IssuedToken {
    return signToken(secret, user.id, at, config.auth.tokenTtlMinutes);
  }

  const { userForToken, requireSignedIn, requireCapability } = tokenGuards(secret, users);

  return {
    issue,
    userForToken,
    requireSignedIn,
    requireCapability,
    signIn: signInGuard({ counters, db, proofs, limits: config.auth.login, secret }),
    passwordChanges: passwordChangeLimiter(counters, config.auth.login),
    /** The proofs of work of the limits that escalate (sign-in here, new chat sessions in the bot). */
    proofOfWork: proofs,
    /** Guest chat sessions: issued by the bot's answer call, checked by every chat call and socket. */
    chatSessions: chatSessions(secret),

    /**
     * Checks a password; an unknown or deactivated user is checked against a decoy hash so the answer
     * takes as long as for a real one and never succeeds.
     */
    async checkPassword(user: UserRecord | undefined, password: string): Promise<boolean> {
      if (user?.active) return verifyPassword(password, user.passwordHash);
      await verifyPassword(password, await decoy);
      return false;
    },

    loginResponse,
  };
}
export type Auth = ReturnType<typeof createAuth>;

/** A route's guard, spread into its options: the check of the caller that runs before its schema. */
export interface RouteGuard {
  preValidation: preValidationAsyncHookHandler;
}
