import { publicConfigSchema } from '@ohmstead/contracts/site-config';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

describe('GET /api/Config/Public', () => {
  describe('by default', () => {
    const server = useTestServer();

    it('tells the browser to use ALTCHA and to post the lead form to our own endpoint', async () => {
      const response = await server.app.inject({ url: '/api/Config/Public' });
      expect(response.statusCode).toBe(200);
      const body = publicConfigSchema.parse(response.json());
      expect(body).toEqual({
        responseStatusCode: 200,
        siteUrl: 'http://site.test',
        assetBase: '/assets',
        captcha: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' },
        leadCapture: {
          action: '/api/Lead/WebToLead',
          oid: 'OHMSTEAD-LOCAL',
          retURL: 'http://site.test/thank-you',
          captchaField: 'captcha',
        },
      });
    });
  });

  describe('with reCAPTCHA and an external lead-capture service configured', () => {
    const server = useTestServer({
      SITE_URL: 'https://www.ohmsteadpower.com/',
      ASSET_BASE: 'https://cdn.ohmsteadpower.com/assets/',
      RECAPTCHA_SITE_KEY: 'public-site-key',
      RECAPTCHA_SECRET_KEY: 'private-secret-key',
      LEAD_CAPTURE_URL: 'https://leads.example.com/servlet/WebToLead?encoding=UTF-8',
      LEAD_OID: '00D000000000001',
    });

    it('hands out the reCAPTCHA site key (never the secret) and the external lead form address', async () => {
      const response = await server.app.inject({ url: '/api/Config/Public' });
      const body = publicConfigSchema.parse(response.json());
      expect(body).toEqual({
        responseStatusCode: 200,
        siteUrl: 'https://www.ohmsteadpower.com',
        assetBase: 'https://cdn.ohmsteadpower.com/assets',
        captcha: { provider: 'recaptcha', siteKey: 'public-site-key' },
        leadCapture: {
          action: 'https://leads.example.com/servlet/WebToLead?encoding=UTF-8',
          oid: '00D000000000001',
          retURL: 'https://www.ohmsteadpower.com/thank-you',
          captchaField: 'g-recaptcha-response',
        },
      });
      expect(response.body).not.toContain('private-secret-key');
    });

    it('offers no ALTCHA challenge then', async () => {
      const response = await server.app.inject({ url: '/api/Captcha/Challenge' });
      expect(response.statusCode).toBe(404);
      expect(response.json().responseStatusCode).toBe(404);
    });
  });
});
