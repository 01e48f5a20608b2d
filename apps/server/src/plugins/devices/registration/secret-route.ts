import { deviceSecretResponseSchema, idQuerySchema } from '@ohmstead/contracts/devices';
import type { RouteGuard } from '../../../auth/auth';
import { errorResponses } from '../../../http/response-schemas';

/**
 * The options of a route that gives the device `?id=` a new secret after its registration (reissued, or
 * with its recommissioning): staff only; the answer carries the secret.
 */
export const newSecretRoute = (staff: RouteGuard) => ({
  ...staff,
  schema: {
    querystring: idQuerySchema,
    response: { 200: deviceSecretResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
});
