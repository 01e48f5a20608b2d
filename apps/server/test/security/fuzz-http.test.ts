import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../harness';
import { routesOf } from '../routes-of';
import { type FuzzRequest, hostileRequest } from './fuzz-requests';
import { ROUTES } from './fuzz-routes';
import { type FuzzServer, startFuzzServer } from './fuzz-server';

/**
 * Hostile input to every HTTP route — NUL and unpaired surrogates, huge strings, deep nesting, wrong
 * types, malformed multipart — with and without a signed-in SuperAdmin. Whatever comes, the answer is
 * never a 5xx, and a request that carries a string no database can store (so no valid request) writes
 * nothing anywhere. The catalogue must name every route the server has, so a new route joins the fuzz or
 * this test fails.
 */
describe('fuzz: hostile input to every route', () => {
  let fuzz: FuzzServer;
  beforeAll(async () => {
    fuzz = await startFuzzServer();
  });
  afterAll(() => fuzz.close());

  it('has a catalogue entry for every route the server serves', () => {
    expect(routesOf(fuzz.server.app).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const send = async (request: FuzzRequest) => {
    const response = await fuzz.server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (response.statusCode >= 500)
      throw new Error(`${request.method} ${request.url.slice(0, 200)} answered ${response.statusCode}`);
    return response.statusCode;
  };

  it.each(Object.entries(ROUTES))(
    '%s: a request no database could store is refused and writes nothing',
    async (route, input) => {
      const before = await databaseFingerprint(fuzz.server.db);
      await fc.assert(
        fc.asyncProperty(
          fc.boolean().chain((signedIn) => hostileRequest(route, input, true, signedIn ? fuzz.admin : null)),
          async (request) => {
            const status = await send(request);
            // A route that takes no input at all has nothing to refuse (a page, the public config).
            if (input.query || input.body || input.multipart || input.params)
              expect(status).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: 12 },
      );
      expect(await databaseFingerprint(fuzz.server.db)).toEqual(before);
    },
  );

  it.each(Object.entries(ROUTES))('%s: any hostile input is answered without a 5xx', async (route, input) => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean().chain((signedIn) => hostileRequest(route, input, false, signedIn ? fuzz.admin : null)),
        async (request) => void (await send(request)),
      ),
      { numRuns: 8 },
    );
  });
});
