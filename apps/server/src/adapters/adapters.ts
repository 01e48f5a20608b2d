import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { type CaptchaAdapter, createCaptcha } from './captcha/index';
import { createMailer, type Mailer } from './mail/index';
import { type PushService, webPushService } from './push/web-push';
import { createTicketSystem } from './tickets/index';
import type { TicketSystem } from './tickets/ticket';

/** The outside systems the spec names, each behind a small interface (docs/product.md §9.3 "External systems"). */
export interface Adapters {
  captcha: CaptchaAdapter;
  mail: Mailer;
  tickets: TicketSystem;
  /** Browsers' push services (agents' Web Push). */
  push: PushService;
}

/** Picks every adapter once, from configuration; tests may hand in their own. */
export function createAdapters(
  deps: { config: Config; db: Database; log: FastifyBaseLogger },
  overrides: Partial<Adapters> = {},
): Adapters {
  return {
    captcha: overrides.captcha ?? createCaptcha(deps),
    mail: overrides.mail ?? createMailer(deps),
    tickets: overrides.tickets ?? createTicketSystem(deps),
    push: overrides.push ?? webPushService(deps.config.agentPush),
  };
}
