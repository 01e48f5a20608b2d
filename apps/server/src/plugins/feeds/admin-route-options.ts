import { feedIdQuerySchema } from '@ohmstead/contracts/feeds-admin';
import type { z } from 'zod';
import type { RouteGuard } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/response-schemas';

/** What the editors' sub-plugins of News & Events (feed items, their media, social items) are handed. */
export interface FeedAdminRouteOptions {
  config: Config;
  db: Database;
  /** The editor's guard, run before the input is judged. */
  guard: RouteGuard;
  /** Called after every write: any public feed or social answer may have changed. */
  changed: () => Promise<void>;
}

/** An editor's call on one item or medium by its id: the id in the query, then the answer or a refusal. */
export const byIdSchema = <Answer extends z.ZodType>(answer: Answer) => ({
  querystring: feedIdQuerySchema,
  response: { 200: answer, ...errorResponses(400, 401, 403, 404) },
});
