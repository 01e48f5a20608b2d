import { SEO_PAGE_NAMES } from '@ohmstead/contracts/seo';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

describe('GET /api/Seo/GetSeoDataByName', () => {
  const server = useTestServer();

  it.each(SEO_PAGE_NAMES)('answers the seeded page tags of %s', async (pageName) => {
    const response = await server.app.inject({ url: `/api/Seo/GetSeoDataByName?pageName=${pageName}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.responseStatusCode).toBe(200);
    expect(body.title).toMatch(/Ohmstead Power/);
    expect(body.metaKeyword.length).toBeGreaterThan(0);
    expect(body.metaDescription.length).toBeGreaterThan(0);
  });

  it('answers 404 with a reason for an unknown page', async () => {
    const response = await server.app.inject({ url: '/api/Seo/GetSeoDataByName?pageName=Nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ responseStatusCode: 404, message: 'No page tags for Nowhere' });
  });

  it('refuses a missing, an overlong and an unexpected parameter with 400', async () => {
    const missing = await server.app.inject({ url: '/api/Seo/GetSeoDataByName' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/pageName/);
    const long = await server.app.inject({ url: `/api/Seo/GetSeoDataByName?pageName=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Invalid query: pageName is too long');
    const extra = await server.app.inject({ url: '/api/Seo/GetSeoDataByName?pageName=Home&drop=1' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/Unexpected field\(s\): drop/);
  });
});
