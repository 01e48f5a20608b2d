import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * Calls the spec shows without a body (the bot's delete_history, the auth plugin's DismissSafetyCheck):
 * a browser that still says application/json with an empty body must not get "not valid JSON". Applies
 * to the routes of the plugin that calls it; anything else that is not JSON is still a 400.
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
