import type { preValidationAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';

/** What the editors' sub-plugins of News & Events (feed items, their media, social items) are handed. */
export interface FeedAdminRouteOptions {
  config: Config;
  db: Database;
  /** The editor's guard, run before the input is judged. */
  guard: { preValidation: preValidationAsyncHookHandler };
  /** Called after every write: any public feed or social answer may have changed. */
  changed: () => Promise<void>;
}
