import fc from 'fast-check';
import { guestSession } from '../harness';
import { fieldsOf, type RouteInput } from './fuzz-routes';

/**
 * What the fuzz sends: hostile values (NUL and unpaired surrogates, huge strings, deep nesting, wrong
 * types), malformed multipart, and whole hostile requests to one route of the catalogue.
 */

// ---- hostile values ---------------------------------------------------------------------------------

/**
 * Strings no database can store. A URL cannot carry an unpaired surrogate at all (it is UTF-8: the sender
 * turns it into U+FFFD, an invalid escape is refused or kept as typed), so URLs are poisoned with NUL.
 */
const withPoison = (poisons: string[]) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...poisons), fc.string({ maxLength: 12 }))
    .map(([before, poison, after]) => `${before}${poison}${after}`);
export const unstorable = withPoison(['\u0000', '\uD800', '\uDFFF', 'a\u0000b', 'x\uDBFFy']);
const unstorableInUrl = withPoison(['\u0000', 'a\u0000b']);
/** A path segment as a client sends it: UTF-8, every byte escaped (an unpaired surrogate becomes U+FFFD). */
const pathSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    'true',
    'null',
    '{}',
    '[]',
    'Home',
    'guest',
    'crm',
  ),
  fc.constant('x'.repeat(70_000)),
);
/** Arrays or objects nested hundreds to thousands deep. */
const deepValue = fc.tuple(fc.integer({ min: 100, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  deepValue,
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
);

// Under the socket's frame limit (256 KB): a larger frame closes the connection, which is the point of it.
export const socketValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(6_000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  deepValue,
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
);

/** A record of some of `fields` (and a stray key or two) with hostile values. */
export const hostileRecord = (fields: string[], values: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      fc.subarray(fields.length > 0 ? fields : ['value']),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 }),
    )
    .chain(([known, stray]) =>
      fc.tuple(...[...known, ...stray].map((key) => values.map((value) => [key, value] as const))),
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

const queryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

// ---- multipart ------------------------------------------------------------------------------------

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
const part = (name: string, value: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName === undefined ? '' : `; filename="${fileName}"`
  }\r\n${fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n${value}\r\n`;

/** Malformed multipart bodies, or well-formed ones that carry an unstorable field or file name. */
function multipartBodies(input: NonNullable<RouteInput['multipart']>, poisoned: boolean) {
  const names = [...input.fields, ...input.files, 'stray'];
  const wellFormed = fc
    .tuple(fc.constantFrom(...names), unstorable, fc.boolean())
    .map(([name, poison, asFileName]) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body:
        (asFileName ? part(input.files[0] ?? name, '%PDF-1.7 fuzz', poison) : part(name, poison)) +
        `--${BOUNDARY}--\r\n`,
    }));
  const malformed = fc.oneof(
    fc.uint8Array({ maxLength: 600 }).map((bytes) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: Buffer.from(bytes),
    })),
    fc.constantFrom(
      { contentType: 'multipart/form-data', body: `--${BOUNDARY}\r\n` },
      { contentType: 'multipart/form-data; boundary=other', body: part('x', 'y') + `--${BOUNDARY}--\r\n` },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '{"a":1}' },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: part('x', 'y').slice(0, 30) },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
    ),
  );
  return poisoned ? wellFormed : fc.oneof(malformed, wellFormed);
}

// ---- requests -------------------------------------------------------------------------------------

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * A hostile request to one route. `poisoned`: a string no database can store is placed in one field of its
 * query, body, path or multipart parts, so no such request is valid.
 */
export function hostileRequest(route: string, input: RouteInput, poisoned: boolean, token: string | null) {
  const [method, path] = route.split(' ') as [string, string];
  const queryFields = input.query ? fieldsOf(input.query) : [];
  const body = input.body;
  const bodyFields = body && typeof body === 'object' ? fieldsOf(body) : [];
  const places = [
    ...(input.params?.length ? ['params'] : []),
    ...(input.query ? ['query'] : []),
    ...(body && body !== 'none' ? ['body'] : []),
    ...(input.multipart ? ['multipart'] : []),
  ];
  return fc
    .record({
      params: fc.tuple(...(input.params ?? []).map(() => hostileString)),
      query: hostileRecord(queryFields, hostileValue),
      body: body === 'boolean' ? hostileValue : hostileRecord(bodyFields, hostileValue),
      multipart: input.multipart ? multipartBodies(input.multipart, poisoned) : fc.constant(null),
      poison: unstorable,
      urlPoison: unstorableInUrl,
      place: fc.constantFrom(...(places.length > 0 ? places : ['query'])),
      field: fc.constantFrom(...[...queryFields, ...bodyFields, 'stray']),
      guest: fc.boolean(),
    })
    .map((drawn): FuzzRequest => {
      let params = drawn.params as string[];
      const query = drawn.query;
      let jsonBody = drawn.body;
      if (poisoned) {
        if (drawn.place === 'params')
          params = params.map((value, index) => (index === 0 ? drawn.urlPoison : value));
        else if (drawn.place === 'body' && typeof jsonBody === 'object' && jsonBody !== null)
          (jsonBody as Record<string, unknown>)[drawn.field] = drawn.poison;
        else if (drawn.place === 'body') jsonBody = drawn.poison;
        else if (drawn.place !== 'multipart') query[drawn.field] = drawn.urlPoison;
      }
      let url = path;
      (input.params ?? []).forEach((name, index) => {
        url = url.replace(name === '*' ? '*' : `:${name}`, pathSegment(params[index] ?? ''));
      });
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, queryText(value)]),
      );
      if (search.size > 0) url += `?${search}`;
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (drawn.guest) headers['x-chat-session'] = guestSession('fuzz');
      if (input.multipart && drawn.multipart) {
        headers['content-type'] = drawn.multipart.contentType;
        return { method, url, headers, payload: drawn.multipart.body };
      }
      if (body && body !== 'none' && method !== 'GET') {
        headers['content-type'] = 'application/json';
        return { method, url, headers, payload: JSON.stringify(jsonBody) ?? 'null' };
      }
      return { method, url, headers };
    });
}
