import type { FastifyPluginAsync } from 'fastify';
import { seoQuerySchema, type SeoData } from '@ohmstead/contracts/seo';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { seoRepository } from './repository';

export const seoRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const seo = seoRepository(db);

  app.get('/Seo/GetSeoDataByName', async (request) => {
    const { pageName } = parseInput(seoQuerySchema, request.query, 'query');
    const entry = await seo.findByName(pageName);
    if (!entry) throw notFound(`No page tags for ${pageName}`);
    const body: SeoData = {
      responseStatusCode: 200,
      title: entry.title,
      metaKeyword: entry.metaKeyword,
      metaDescription: entry.metaDescription,
    };
    return body;
  });
};
