import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { startTestServer } from '../../test/harness';
import { installErrorHandler } from './errors';
import {
  errorResponses,
  installResponseSchemas,
  noBody,
  notJson,
  type ResponseCheck,
} from './response-schemas';

/**
 * The routes that declare no response schema, and why (docs/decisions/0047-response-schemas.md): files
 * served by @fastify/static from a folder, whose wildcard routes are the plugin's own. Each answers a file
 * (a stream) or its own 404/403; none sends JSON the serializer would see.
 */
const WITHOUT_RESPONSE_SCHEMA: Record<string, string> = {
  'GET /assets/*': 'the shipped media (@fastify/static)',
  'GET /assets/uploads/*': 'the files people uploaded (@fastify/static)',
  'GET /widget/*': 'the widget bundle (@fastify/static)',
  'GET /*': 'the built site (@fastify/static)',
};

interface DeclaredRoute {
  name: string;
  response: Record<string, unknown> | undefined;
}

describe('every route declares its responses', () => {
  const routes: DeclaredRoute[] = [];
  const dirs: string[] = [];
  let close: () => Promise<void>;

  beforeAll(async () => {
    // A site and a widget bundle on disk, so that the routes that serve them exist too.
    const site = mkdtempSync(path.join(tmpdir(), 'ohmstead-site-'));
    const widget = mkdtempSync(path.join(tmpdir(), 'ohmstead-widget-'));
    dirs.push(site, widget);
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Ohmstead</title>');
    mkdirSync(path.join(site, 'static'));
    const server = await startTestServer(
      { SITE_DIST: site, WIDGET_DIST: widget },
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) {
            // Fastify's HEAD twin of a GET shares its schema.
            if (method === 'HEAD') continue;
            const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
            routes.push({ name: `${method} ${route.url}`, response });
          }
        },
      },
    );
    close = () => server.close();
  });
  afterAll(async () => {
    await close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('with a zod schema for each status it answers, or is a documented exception', () => {
    const missing: string[] = [];
    for (const { name, response } of routes) {
      if (name in WITHOUT_RESPONSE_SCHEMA) continue;
      const statuses = Object.keys(response ?? {});
      const answers = statuses.some((status) => /^[23]/.test(status));
      const schemas = Object.values(response ?? {}).every((schema) => schema instanceof $ZodType);
      if (!answers || !schemas) missing.push(name);
    }
    expect(missing).toEqual([]);
    // Well over a hundred routes: the hook saw the whole app.
    expect(routes.length).toBeGreaterThan(100);
  });

  it('names no exception that is not a route', () => {
    const names = new Set(routes.map((route) => route.name));
    expect(Object.keys(WITHOUT_RESPONSE_SCHEMA).filter((name) => !names.has(name))).toEqual([]);
    for (const name of Object.keys(WITHOUT_RESPONSE_SCHEMA))
      expect(routes.find((route) => route.name === name)?.response).toBeUndefined();
  });
});

describe('a reply is held to its response schema', () => {
  const logged: string[] = [];

  async function appWith(check: ResponseCheck, body: unknown): Promise<FastifyInstance> {
    const app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(line) },
      },
    });
    installErrorHandler(app);
    installResponseSchemas(app, check);
    const answer = z.object({ id: z.number(), name: z.string() });
    app.get('/thing', { schema: { response: { 200: answer, ...errorResponses(404) } } }, async () => body);
    app.get(
      '/missing',
      { schema: { response: { 200: answer, ...errorResponses(404) } } },
      async (_request, reply) => reply.code(404).send({ responseStatusCode: 404, message: 'No such thing' }),
    );
    app.get('/file', { schema: { response: { 200: notJson, 204: noBody } } }, async (_request, reply) =>
      reply.type('text/plain').send('plain text'),
    );
    await app.ready();
    return app;
  }

  it('sends the bytes JSON.stringify makes, in the handler’s key order, when the schema describes them', async () => {
    for (const check of ['exact', 'log'] as const) {
      const app = await appWith(check, { name: 'Router', id: 7 });
      const response = await app.inject('/thing');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('{"name":"Router","id":7}');
      expect((await app.inject('/missing')).body).toBe(
        '{"responseStatusCode":404,"message":"No such thing"}',
      );
      expect((await app.inject('/file')).body).toBe('plain text');
      await app.close();
    }
  });

  it('in exact mode, fails a reply with a field its schema would drop, or one its schema refuses', async () => {
    for (const body of [
      { id: 7, name: 'Router', extra: true },
      { id: '7', name: 'Router' },
    ]) {
      const app = await appWith('exact', body);
      const response = await app.inject('/thing');
      expect(response.statusCode).toBe(500);
      await app.close();
    }
  });

  it('in log mode, logs a reply its schema refuses and sends it as before', async () => {
    logged.length = 0;
    const app = await appWith('log', { id: '7', name: 'Router' });
    const response = await app.inject('/thing');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":"7","name":"Router"}');
    expect(logged.join('')).toContain('does not match its response schema');
    await app.close();
  });
});
