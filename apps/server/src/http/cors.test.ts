import { describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../test/harness';
import { loadConfig } from '../config';

const preflight = (server: TestServer, url: string, origin: string) =>
  server.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization, x-chat-session',
    },
  });

const WIDGET_PATHS = [
  '/bot/crm/answer',
  '/bot/ia/upload_attachments',
  '/agent-service/contact-us-chatbot',
  '/widget/chat-widget.js',
  '/assets/documents/spec-sheet-power-router.pdf',
  '/api/Config/Public',
  '/api/Captcha/Challenge',
  '/api/Auth/DismissSafetyCheck',
];

describe('CORS for the widget on other sites (WIDGET_ALLOWED_ORIGINS unset: any origin)', () => {
  const server = useTestServer();

  it.each(WIDGET_PATHS)('answers the preflight of %s for any origin, without credentials', async (url) => {
    const response = await preflight(server, url, 'https://partner.example');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBe(
      'content-type, authorization, x-chat-session, x-chat-proof',
    );
    expect(response.headers['access-control-allow-methods']).toContain('POST');
  });

  it.each(['null', 'https://ohmsteadpower.com.evil.example', 'https://partner.example'])(
    'reflects no origin, %s included',
    async (origin) => {
      for (const url of WIDGET_PATHS) {
        const response = await preflight(server, url, origin);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      }
    },
  );

  it('adds the headers to the real calls, including static files and errors', async () => {
    const origin = 'https://partner.example';
    const config = await server.app.inject({ url: '/api/Config/Public', headers: { origin } });
    expect(config.statusCode).toBe(200);
    expect(config.headers['access-control-allow-origin']).toBe('*');
    const asset = await server.app.inject({
      url: '/assets/documents/spec-sheet-power-router.pdf',
      headers: { origin },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['access-control-allow-origin']).toBe('*');
    const refused = await server.app.inject({
      url: '/bot/ia/answer?question=hi&username=guest',
      headers: { origin },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers['access-control-allow-credentials']).toBeUndefined();
    expect(refused.headers['access-control-expose-headers']).toContain('retry-after');
  });

  it('leaves the rest of the API alone', async () => {
    const response = await preflight(server, '/api/Users/GetAll', 'https://partner.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const login = await server.app.inject({
      url: '/api/Seo/GetSeoDataByName?pageName=Home',
      headers: { origin: 'https://partner.example' },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with WIDGET_ALLOWED_ORIGINS set', () => {
  const server = useTestServer({
    WIDGET_ALLOWED_ORIGINS: 'https://dealer.example, https://partner.example/',
  });

  it('allows the listed origins only, each reflected alone and never with credentials', async () => {
    const listed = await preflight(server, '/bot/crm/answer', 'https://partner.example');
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(listed.headers['access-control-allow-credentials']).toBeUndefined();
    expect(listed.headers.vary).toContain('Origin');
    for (const origin of ['null', 'https://partner.example.evil.example', 'http://partner.example']) {
      const refused = await preflight(server, '/bot/crm/answer', origin);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    const other = await preflight(server, '/bot/crm/answer', 'https://evil.example');
    expect(other.statusCode).toBe(204);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await server.app.inject({
      url: '/api/Config/Public',
      headers: { origin: 'https://evil.example' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets any page load the widget’s own files', async () => {
    const script = await preflight(server, '/widget/chat-widget.js', 'https://evil.example');
    expect(script.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('WIDGET_ALLOWED_ORIGINS', () => {
  it('refuses null and what is not an origin', () => {
    for (const value of [
      'null',
      'https://partner.example, null',
      'partner.example',
      'https://a.example/path',
    ])
      expect(() => loadConfig({ WIDGET_ALLOWED_ORIGINS: value })).toThrow(/is not an origin/);
    expect(loadConfig({ WIDGET_ALLOWED_ORIGINS: ' * ' }).widgetAllowedOrigins).toEqual(['*']);
  });
});
