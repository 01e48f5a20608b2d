import { type SeoData, seoDataSchema, seoQuerySchema } from '@ohmstead/contracts/seo';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PublicReadCache } from '../../http/public-read-cache';
import { errorResponses } from '../../http/response-schemas';
import { seoRepository } from './repository';

/** The page tags of each page (public). Edited by the home-configuration plugin, which drops topic 'seo'. */
export const seoRoutes: FastifyPluginAsync<{ db: Database; publicReads: PublicReadCache }> = async (
  app,
  { db, publicReads },
) => {
  const seo = seoRepository(db);

  // Names are matched without case (repository): one entry for every spelling of a page's name.
  publicReads.route(app, {
    name: 'Seo/GetSeoDataByName',
    query: seoQuerySchema,
    response: { 200: seoDataSchema, ...errorResponses(400, 404) },
    read: ({ pageName }) => ({
      topic: 'seo',
      key: pageName.toLowerCase(),
      load: async () => {
        const entry = await seo.findByName(pageName);
        if (!entry) throw notFound(`No page tags for ${pageName}`);
        const body: SeoData = {
          responseStatusCode: 200,
          title: entry.title,
          metaKeyword: entry.metaKeyword,
          metaDescription: entry.metaDescription,
        };
        return body;
      },
    }),
  });
};
