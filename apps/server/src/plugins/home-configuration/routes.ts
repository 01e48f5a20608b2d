import {
  type HeroResponse,
  heroResponseSchema,
  homeConfigurationMessages,
  type HomeConfigurationResponse,
  homeConfigurationResponseSchema,
  updateHeroRequestSchema,
  type UpdateHeroResponse,
  updateHeroResponseSchema,
  updateSeoRequestSchema,
  type UpdateSeoResponse,
  updateSeoResponseSchema,
} from '@ohmstead/contracts/home-configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PublicReadCache } from '../../http/public-read-cache';
import { errorResponses } from '../../http/response-schemas';
import { homeConfigurationRepository } from './repository';

/** Update Home Configuration (/admin/user-management/update-profile/3) and the Home hero it edits. */
export const homeConfigurationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  publicReads: PublicReadCache;
}> = async (app, { db, auth, publicReads }) => {
  const config = homeConfigurationRepository(db);
  const guard = { preValidation: auth.requireCapability('homeConfiguration') };

  const hero = async () => {
    const texts = await config.hero();
    // Seeding writes the row at every start; its absence means the database was changed by hand.
    if (!texts) throw notFound(homeConfigurationMessages.heroMissing);
    return texts;
  };

  // Public: the Home page renders these texts.
  publicReads.route(app, {
    name: 'HomeConfiguration/GetHero',
    response: { 200: heroResponseSchema, ...errorResponses(404) },
    read: () => ({
      topic: 'hero',
      key: 'hero',
      load: async () => {
        const answer: HeroResponse = { responseStatusCode: 200, ...(await hero()) };
        return answer;
      },
    }),
  });

  app.get(
    '/HomeConfiguration/GetAll',
    {
      ...guard,
      schema: { response: { 200: homeConfigurationResponseSchema, ...errorResponses(401, 403, 404) } },
    },
    async () => {
      const answer: HomeConfigurationResponse = {
        responseStatusCode: 200,
        seo: await config.seoEntries(),
        hero: await hero(),
      };
      return answer;
    },
  );

  app.put(
    '/HomeConfiguration/UpdateSeo',
    {
      ...guard,
      schema: {
        body: updateSeoRequestSchema,
        response: { 200: updateSeoResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const entry = request.body;
      const answer: UpdateSeoResponse = {
        responseStatusCode: 200,
        message: homeConfigurationMessages.seoUpdated,
        entry: await config.updateSeo(entry, signedInUser(request).id),
      };
      // The page tags are answered by the seo plugin (GET Seo/GetSeoDataByName).
      await publicReads.invalidate('seo');
      return answer;
    },
  );

  app.put(
    '/HomeConfiguration/UpdateHero',
    {
      ...guard,
      schema: {
        body: updateHeroRequestSchema,
        response: { 200: updateHeroResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const texts = request.body;
      const answer: UpdateHeroResponse = {
        responseStatusCode: 200,
        message: homeConfigurationMessages.heroUpdated,
        hero: await config.updateHero(texts, signedInUser(request).id),
      };
      await publicReads.invalidate('hero');
      return answer;
    },
  );
};
