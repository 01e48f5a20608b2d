import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';

/**
 * delete_history is sent with an empty body (spec/03 §7): a browser that still says application/json
 * must not get "not valid JSON". Applies to the routes of the plugin that calls it.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'), undefined);
    }
  });
}
