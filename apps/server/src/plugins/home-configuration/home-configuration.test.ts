import {
  heroResponseSchema,
  homeConfigurationMessages,
  homeConfigurationResponseSchema,
} from '@ohmstead/contracts/home-configuration';
import { SEO_PAGE_NAMES } from '@ohmstead/contracts/seo';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, call, tokenFor } from '../../auth/test-users';
import { homeHeroTexts } from '../../seed/home-hero';
import { seed } from '../../seed/seed';

const PASSWORD = 'home-config-password';

describe('Update Home Configuration: HomeConfiguration/GetAll, UpdateSeo, UpdateHero and the public GetHero', () => {
  const server = useTestServer();
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'alex', password: PASSWORD, roles: ['Admin'] });
    token = await tokenFor(server.app, 'alex', PASSWORD);
  });

  const hero = async () => {
    const response = await call(server.app, 'GET', '/api/HomeConfiguration/GetHero');
    expect(response.statusCode).toBe(200);
    return heroResponseSchema.parse(response.json());
  };

  it('serves the Home hero texts the site first shipped with, to anyone', async () => {
    expect(await hero()).toEqual({ responseStatusCode: 200, ...homeHeroTexts });
  });

  it('lists the page tags of every known page, in order, with the hero', async () => {
    const response = await call(server.app, 'GET', '/api/HomeConfiguration/GetAll', { token });
    expect(response.statusCode).toBe(200);
    const body = homeConfigurationResponseSchema.parse(response.json());
    expect(body.seo.map((entry) => entry.pageName)).toEqual([...SEO_PAGE_NAMES]);
    expect(body.seo[0]!.title).toMatch(/Ohmstead Power/);
    expect(body.hero.title).toBe(homeHeroTexts.title);
  });

  it("saves a page's tags, which the public page-tags call then answers", async () => {
    const entry = {
      pageName: 'Careers',
      title: ' Careers at Ohmstead Power ',
      metaKeyword: 'jobs, power electronics careers',
      metaDescription: 'Join the team building solid-state power routers.',
    };
    const response = await call(server.app, 'PUT', '/api/HomeConfiguration/UpdateSeo', {
      token,
      body: entry,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: homeConfigurationMessages.seoUpdated,
      entry: { ...entry, title: 'Careers at Ohmstead Power' },
    });
    const served = await call(server.app, 'GET', '/api/Seo/GetSeoDataByName?pageName=Careers');
    expect(served.json()).toEqual({
      responseStatusCode: 200,
      title: 'Careers at Ohmstead Power',
      metaKeyword: 'jobs, power electronics careers',
      metaDescription: 'Join the team building solid-state power routers.',
    });
  });

  it('saves the hero texts, which the Home page then reads', async () => {
    const texts = { beforeTitle: 'Now shipping', title: 'The Power Router, Gen 2', text: 'Twice the ports.' };
    const response = await call(server.app, 'PUT', '/api/HomeConfiguration/UpdateHero', {
      token,
      body: texts,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      responseStatusCode: 200,
      message: homeConfigurationMessages.heroUpdated,
      hero: texts,
    });
    expect(await hero()).toEqual({ responseStatusCode: 200, ...texts });
  });

  it("keeps the admin's edits when the server seeds again at the next start", async () => {
    await seed(server.db, { demoContent: false });
    expect((await hero()).title).toBe('The Power Router, Gen 2');
    const careers = await call(server.app, 'GET', '/api/Seo/GetSeoDataByName?pageName=Careers');
    expect(careers.json().title).toBe('Careers at Ohmstead Power');
  });

  const seo = { pageName: 'Home', title: 'T', metaKeyword: 'k', metaDescription: 'd' };
  it.each([
    ['an unknown page name', { ...seo, pageName: 'Admin' }, homeConfigurationMessages.pageNameInvalid],
    ['an empty title', { ...seo, title: ' ' }, homeConfigurationMessages.titleRequired],
    ['a 121-character title', { ...seo, title: 'x'.repeat(121) }, homeConfigurationMessages.titleMax],
    [
      'markup in the description',
      { ...seo, metaDescription: '<script>x</script>' },
      homeConfigurationMessages.plainTextOnly,
    ],
    [
      'a 321-character description',
      { ...seo, metaDescription: 'x'.repeat(321) },
      homeConfigurationMessages.metaDescriptionMax,
    ],
  ])('refuses page tags with %s (400) and keeps the old ones', async (_label, body, message) => {
    const response = await call(server.app, 'PUT', '/api/HomeConfiguration/UpdateSeo', { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid request: ${message}`);
    const home = await call(server.app, 'GET', '/api/Seo/GetSeoDataByName?pageName=Home');
    expect(home.json().title).toMatch(/^Ohmstead Power \| /);
  });

  const texts = { beforeTitle: 'a', title: 'b', text: 'c' };
  it.each([
    [
      'an empty line above the title',
      { ...texts, beforeTitle: '' },
      homeConfigurationMessages.beforeTitleRequired,
    ],
    [
      'an 81-character line above the title',
      { ...texts, beforeTitle: 'x'.repeat(81) },
      homeConfigurationMessages.beforeTitleMax,
    ],
    ['a 601-character text', { ...texts, text: 'x'.repeat(601) }, homeConfigurationMessages.heroTextMax],
    [
      'HTML in the title',
      { ...texts, title: '<img src=x onerror=alert(1)>' },
      homeConfigurationMessages.plainTextOnly,
    ],
    ['an extra field', { ...texts, video: 'x.mp4' }, 'Unexpected field(s): video'],
  ])('refuses hero texts with %s (400) and keeps the old ones', async (_label, body, message) => {
    const response = await call(server.app, 'PUT', '/api/HomeConfiguration/UpdateHero', { token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid request: ${message}`);
    expect((await hero()).title).toBe('The Power Router, Gen 2');
  });
});
