import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '@ohmstead/contracts/site-config';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import { CHALLENGE_PATH } from '../captcha/routes';
import { WEB_TO_LEAD_PATH } from '../leads/routes';

/** The captcha field our own lead endpoint reads (leadPostSchema). */
const OWN_CAPTCHA_FIELD = 'captcha';

/** GET /api/Config/Public: what the browser must know about this server's configuration. */
export const publicConfigRoutes: FastifyPluginAsync<{ config: Config; adapters: Adapters }> = async (
  app,
  { config, adapters },
) => {
  const { captcha } = adapters;
  const external = config.leads.externalUrl;
  const body: PublicConfig = {
    responseStatusCode: 200,
    siteUrl: config.siteUrl,
    assetBase: config.assetBase,
    captcha:
      captcha.provider === 'recaptcha'
        ? { provider: 'recaptcha', siteKey: captcha.siteKey }
        : { provider: 'altcha', challengeUrl: CHALLENGE_PATH },
    leadCapture: {
      action: external ?? WEB_TO_LEAD_PATH,
      oid: config.leads.oid,
      retURL: `${config.siteUrl}/thank-you`,
      captchaField: external ? config.leads.externalCaptchaField : OWN_CAPTCHA_FIELD,
    },
  };

  app.get('/Config/Public', async () => body);
};
