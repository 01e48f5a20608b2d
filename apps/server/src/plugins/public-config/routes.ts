import { CAPTCHA_CHALLENGE_PATH } from '@ohmstead/contracts/captcha';
import { OWN_LEAD_ACTION } from '@ohmstead/contracts/contact';
import { type PublicConfig, publicConfigSchema } from '@ohmstead/contracts/site-config';
import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import type { PublicReadCache } from '../../http/public-read-cache';
import { errorResponses } from '../../http/response-schemas';

/** The captcha field our own lead endpoint reads (leadPostSchema). */
const OWN_CAPTCHA_FIELD = 'captcha';

/** GET /api/Config/Public: what the browser must know about this server's configuration. */
export const publicConfigRoutes: FastifyPluginAsync<{
  config: Config;
  adapters: Adapters;
  publicReads: PublicReadCache;
}> = async (app, { config, adapters, publicReads }) => {
  const { captcha } = adapters;
  const external = config.leads.externalUrl;
  const body: PublicConfig = {
    responseStatusCode: 200,
    siteUrl: config.siteUrl,
    assetBase: config.assetBase,
    captcha:
      captcha.provider === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: captcha.siteKey }
        : { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH },
    leadCapture: {
      action: external ?? OWN_LEAD_ACTION,
      oid: config.leads.oid,
      retURL: `${config.siteUrl}/thank-you`,
      captchaField: external ? config.leads.externalCaptchaField : OWN_CAPTCHA_FIELD,
    },
  };

  // Fixed for the life of the process (nothing writes it): cached for its ETag and Cache-Control.
  publicReads.route(app, {
    name: 'Config/Public',
    response: { 200: publicConfigSchema, ...errorResponses() },
    read: () => ({ topic: 'config', key: 'public', load: () => body }),
  });
};
