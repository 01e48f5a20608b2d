import { findUnstorableText, unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * Applies the contracts' storable-text rule to every route's path parameters, query and parsed body before
 * any guard, schema or handler runs: a NUL or an unpaired surrogate is a 400 that names the field and
 * changes nothing (it used to reach PostgreSQL and fail there as a 500, after a sign-in had already been
 * counted). Multipart fields and socket payloads are checked where they are read (http/uploads, live chat).
 */
export function installStorableTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where =
      findUnstorableText(request.params, 'path') ??
      findUnstorableText(request.query, 'query') ??
      findUnstorableText(request.body, 'body');
    if (where)
      throw badRequest(unstorableTextMessage(where), [
        { field: where, message: unstorableTextMessage(where) },
      ]);
  });
}
