import { loginRequestSchema } from '@ohmstead/contracts/auth';
import { deviceListQuerySchema, registerDeviceRequestSchema } from '@ohmstead/contracts/devices';
import { otaIdQuerySchema, productListQuerySchema, productRequestSchema } from '@ohmstead/contracts/ota';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { installErrorHandler } from './errors';
import { contractsValidatorCompiler, namedPart, parseInput, queryFirst } from './validate';

/** Body and query schemas of the contracts, each declared on one route and parsed by hand on another. */
const BODIES: Record<string, z.ZodType> = {
  product: productRequestSchema,
  device: registerDeviceRequestSchema,
  login: loginRequestSchema,
};
const QUERIES: Record<string, z.ZodType> = {
  products: productListQuerySchema,
  devices: deviceListQuerySchema,
};

async function twinRoutes(): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandler(app);
  app.setValidatorCompiler(contractsValidatorCompiler);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, schema] of Object.entries(BODIES)) {
    typed.post(`/declared/${name}`, { schema: { body: schema } }, async (request) => ({ ok: request.body }));
    app.post(`/parsed/${name}`, async (request) => ({ ok: parseInput(schema, request.body) }));
  }
  for (const [name, schema] of Object.entries(QUERIES)) {
    typed.get(`/declared/${name}`, { schema: { querystring: schema } }, async (request) => ({
      ok: request.query,
    }));
    app.get(`/parsed/${name}`, async (request) => ({ ok: parseInput(schema, request.query, 'query') }));
  }
  await app.ready();
  return app;
}

const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
);
const record = (keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'stray'), value, { maxKeys: keys.length + 1 });
const keysOf = (schema: z.ZodType) => Object.keys((schema as unknown as { shape?: object }).shape ?? {});

describe('route schemas answer bad input as handlers that parsed it did', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await twinRoutes();
  });
  afterAll(() => app.close());

  it.each(Object.entries(BODIES))('gives the same status and body for any %s body', async (name, schema) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(record(keysOf(schema)), value, fc.constant(undefined)), async (body) => {
        const send = (url: string) =>
          app.inject({
            method: 'POST',
            url,
            ...(body === undefined
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
        const [declared, parsed] = await Promise.all([send(`/declared/${name}`), send(`/parsed/${name}`)]);
        expect(declared.statusCode).toBe(parsed.statusCode);
        expect(declared.body).toBe(parsed.body);
      }),
      { numRuns: 150 },
    );
  });

  it.each(Object.entries(QUERIES))(
    'gives the same status and body for any %s query',
    async (name, schema) => {
      await fc.assert(
        fc.asyncProperty(record(keysOf(schema)), async (query) => {
          const search = new URLSearchParams(
            Object.entries(query).map(([key, item]): [string, string] => [key, String(item)]),
          );
          const [declared, parsed] = await Promise.all([
            app.inject({ method: 'GET', url: `/declared/${name}?${search}` }),
            app.inject({ method: 'GET', url: `/parsed/${name}?${search}` }),
          ]);
          expect(declared.statusCode).toBe(parsed.statusCode);
          expect(declared.body).toBe(parsed.body);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('names the query in the message of a bad query, and every field in its errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/declared/products?page=0&stray=1' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: { field: string }[] };
    expect(body.message).toMatch(/^Invalid query: /);
    expect(body.errors.length).toBeGreaterThan(0);
  });
});

describe('a route that tells a bad query before a bad body, and names its body', () => {
  let app: FastifyInstance;
  const product = { code: 'PR-1', name: 'Router', kind: 'power-router', ratedPowerKw: 50 };
  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    app.setValidatorCompiler(contractsValidatorCompiler);
    app.withTypeProvider<ZodTypeProvider>().put(
      '/product',
      {
        preValidation: queryFirst,
        schema: { querystring: otaIdQuerySchema, body: namedPart(productRequestSchema, 'form') },
      },
      async (request) => ({ id: request.query.id, body: request.body }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const put = (query: string, body: unknown) =>
    app.inject({ method: 'PUT', url: `/product?${query}`, payload: body as object });

  it("answers the query's 400 when both are wrong, as parseInput named it", async () => {
    const response = await put('id=x', { stray: 1 });
    expect(response.statusCode).toBe(400);
    const parsed = (() => {
      try {
        parseInput(otaIdQuerySchema, { id: 'x' }, 'query');
      } catch (error) {
        return error as Error;
      }
    })();
    expect(response.json().message).toBe(parsed?.message);
  });

  it('names the body as the route said, and parses a good query once', async () => {
    const badBody = await put('id=7', { stray: 1 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/^Invalid form: /);
    const good = await put('id=7', product);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().id).toBe(7);
  });
});
