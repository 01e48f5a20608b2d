import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { listenOnPostgres } from '../db/pg-listener';
import {
  PUBLIC_READ_CACHE_MAX_BYTES,
  PUBLIC_READ_CACHE_MAX_ENTRIES,
  PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS,
} from '../limits';
import { HttpError } from './errors';
import { type ErrorStatus, noBody } from './response-schemas';
import { parseInput } from './validate';

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReadCache;
  }
}

/**
 * What a cached answer is made of, so that a write drops exactly the answers it changes. A plugin names
 * the topic of each public read and invalidates the topics of each of its writes.
 */
export const PUBLIC_READ_TOPICS = [
  'feeds',
  'social',
  'seo',
  'hero',
  'maintenance',
  'config',
  'agents',
] as const;
export type PublicReadTopic = (typeof PUBLIC_READ_TOPICS)[number];

/** The NOTIFY channel that carries a topic from the process that wrote to every other one. */
export const PUBLIC_READ_CHANNEL = 'public_read_cache';
/** Drops every topic (dropAll). */
const ALL = '*';

export interface PublicReadCacheOptions {
  /** How long an answer is served from memory at most: the bound on a missed cross-process notification. */
  ttlMs: number;
  /** Cache-Control max-age of a public answer (0: `no-cache`, every use revalidated with the ETag). */
  maxAgeSeconds: number;
  /** Cache-Control stale-while-revalidate of a public answer. */
  staleWhileRevalidateSeconds: number;
  maxEntries: number;
  maxBytes: number;
  /** Tells the other processes sharing the database (PostgreSQL NOTIFY); absent with one process. */
  broadcast?: (topic: PublicReadTopic) => Promise<void>;
  onBroadcastError?: (error: unknown) => void;
  now?: () => number;
}

/** One public read: its topic, its normalised input (after validation) and how to make its answer. */
export interface PublicRead {
  topic: PublicReadTopic;
  /** Everything the answer depends on besides the topic's rows: the validated query, never the raw one. */
  key: unknown;
  load: () => Promise<unknown> | unknown;
  /** How its answer becomes the JSON sent: its route's response serializer (JSON.stringify without one). */
  serialize?: (answer: unknown) => string;
  /**
   * When the answer will change by itself (the next scheduled feed item's publish time): the entry, and
   * what a CDN may keep, expire then.
   */
  changesAt?: () => Promise<Date | undefined>;
}

/** A public GET call under /api, answered through the cache over HTTP and in process alike. */
export interface PublicReadRoute<S extends z.ZodType> {
  /** The call as the site names it, relative to /api: 'Feed/GetAllFeedUser'. */
  name: string;
  /** The query's schema from packages/contracts; none for a call without a query. */
  query?: S;
  /**
   * The answers it declares (http/response-schemas.ts): the 200's schema, which the cached JSON is made
   * with too, and its errors; the 304 is declared here.
   */
  response: { 200: z.ZodType } & Partial<Record<ErrorStatus | '4xx', z.ZodType>>;
  read: (query: z.output<S>) => PublicRead;
}

/** A public read answered in process, as the site's server rendering asks for it (no HTTP). */
export interface InProcessAnswer {
  status: number;
  /** The JSON body, exactly what the HTTP answer carries. */
  body: string;
  /** What the answer was made of; undefined for a refused query. */
  topic?: PublicReadTopic;
  /** Until when the answer stays valid (ms since the epoch): its entry's expiry, else now. */
  freshUntil: number;
}

export interface PublicReadCache {
  /** Answers a public read: from memory while fresh, with ETag, 304 on If-None-Match and Cache-Control. */
  send(request: FastifyRequest, reply: FastifyReply, read: PublicRead): Promise<FastifyReply>;
  /**
   * Registers a public read's GET route on `app` (a plugin's scope under /api) and keeps it, so that the
   * same validated query and the same cached answer serve the in-process reads too.
   */
  route<S extends z.ZodType>(app: FastifyInstance, route: PublicReadRoute<S>): void;
  /**
   * A registered public read's answer without HTTP (the site's server rendering,
   * docs/decisions/0026-server-rendering.md): the query validated as over HTTP, the answer from this cache.
   * Undefined when `name` is no public read: nothing else is ever answered in process.
   */
  answer(name: string, query: URLSearchParams): Promise<InProcessAnswer | undefined>;
  /** How often a topic was dropped here: what was made of the topic is stale once this changes. */
  generation(topic: PublicReadTopic): number;
  /** Drops the answers of a topic here and, through the broadcast, in every other process. */
  invalidate(topic: PublicReadTopic): Promise<void>;
  /** Drops a topic's answers here only, as a notification from another process asks. */
  dropLocal(topic: string): void;
  /** Drops every answer here: notifications may have been missed (a lost LISTEN connection). */
  dropAll(): void;
  readonly size: number;
}

interface Entry {
  topic: PublicReadTopic;
  body: string;
  etag: string;
  expiresAt: number;
  /** When the answer changes by itself, if it does before a CDN's max-age ends: then no stale use either. */
  changesAt?: number;
}

/**
 * The kept answers and the loads under way, with each topic's generation: a load that started before its
 * topic was dropped is answered but never kept.
 */
function answerStore(options: PublicReadCacheOptions, now: () => number) {
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, Buffer.byteLength(entry.body) + entry.etag.length),
  });
  const generations = new Map<PublicReadTopic, number>(PUBLIC_READ_TOPICS.map((topic) => [topic, 0]));
  const loading = new Map<string, { generation: number; entry: Promise<Entry> }>();

  const dropTopic = (topic: PublicReadTopic) => {
    generations.set(topic, (generations.get(topic) ?? 0) + 1);
    for (const key of [...entries.keys()]) if (entries.peek(key)?.topic === topic) entries.delete(key);
    for (const key of [...loading.keys()]) if (key.startsWith(`${topic}\n`)) loading.delete(key);
  };

  const dropLocal = (topic: string) => {
    if (topic === ALL) for (const each of PUBLIC_READ_TOPICS) dropTopic(each);
    else if (isTopic(topic)) dropTopic(topic);
  };

  const make = async (read: PublicRead): Promise<Entry> => {
    const [answer, changesAt] = await Promise.all([read.load(), read.changesAt?.()]);
    const body = read.serialize ? read.serialize(answer) : JSON.stringify(answer);
    const changes = changesAt?.getTime();
    return {
      topic: read.topic,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      expiresAt: Math.min(now() + options.ttlMs, changes ?? Infinity),
      changesAt: changes,
    };
  };

  const fresh = async (key: string, read: PublicRead): Promise<Entry> => {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached;
    const generation = generations.get(read.topic) ?? 0;
    const pending = loading.get(key);
    if (pending && pending.generation === generation) return pending.entry;
    const entry = make(read);
    loading.set(key, { generation, entry });
    try {
      const made = await entry;
      // Kept only if no write to its topic happened while it was being made.
      if (generations.get(read.topic) === generation && made.expiresAt > now()) entries.set(key, made);
      return made;
    } finally {
      if (loading.get(key)?.entry === entry) loading.delete(key);
    }
  };

  return { fresh, dropTopic, dropLocal, generations, entries };
}

/** The Cache-Control of a public answer: no longer than until it changes by itself. */
function cacheControlOf(
  entry: Entry,
  options: Pick<PublicReadCacheOptions, 'maxAgeSeconds' | 'staleWhileRevalidateSeconds'>,
  now: () => number,
): string {
  if (options.maxAgeSeconds === 0) return 'public, no-cache';
  const untilChange = entry.changesAt === undefined ? Infinity : Math.floor((entry.changesAt - now()) / 1000);
  const maxAge = Math.max(0, Math.min(options.maxAgeSeconds, untilChange));
  // A scheduled item about to appear must not be kept out by a stale copy either.
  const stale = Math.min(options.staleWhileRevalidateSeconds, Math.max(0, untilChange - maxAge));
  return stale > 0
    ? `public, max-age=${maxAge}, stale-while-revalidate=${stale}`
    : `public, max-age=${maxAge}`;
}

/**
 * The in-process cache of serialized public answers (docs/decisions/0021-public-read-cache.md). An
 * LRU bounded in entries and bytes (lru-cache) keyed by topic and normalised input. Each topic has a
 * generation: a load that started before a write to its topic is answered but never kept, so an answer read
 * before an edit cannot be stored after the edit dropped the topic. Concurrent misses of one key share a
 * single load. Answers to a request with credentials are made fresh, never kept nor marked cacheable.
 */
export function createPublicReadCache(options: PublicReadCacheOptions): PublicReadCache {
  const now = options.now ?? Date.now;
  const { fresh, dropTopic, dropLocal, generations, entries } = answerStore(options, now);
  const cacheControl = (entry: Entry) => cacheControlOf(entry, options, now);

  const keyOf = (read: PublicRead) => `${read.topic}\n${JSON.stringify(read.key)}`;

  const send: PublicReadCache['send'] = async (request, reply, read) => {
    if (request.headers.authorization !== undefined) {
      // Credentials of any kind: made fresh, never kept, and no cache may keep it either (a bearer token
      // gets no-store from security-headers.ts as well).
      const answer = await read.load();
      return reply.header('Cache-Control', 'no-store').send(answer);
    }
    const entry = await fresh(keyOf(read), read);
    reply.header('ETag', entry.etag).header('Cache-Control', cacheControl(entry));
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  };

  const routes = new Map<string, (query: unknown) => PublicRead>();

  return {
    route(app, { name, query, response, read }) {
      // The cached JSON is made by the 200's serializer, as a reply's would be.
      const serialize = app.responseSerializer(response[200], `GET ${app.prefix}/${name} (200)`);
      const serialized = (made: PublicRead): PublicRead => ({ ...made, serialize });
      // A call without a query schema takes no query: its read is given nothing. In process, the query is
      // parsed with the schema the route declares, into the same 400 (validate.ts).
      routes.set(name, (input) =>
        serialized(read(query ? parseInput(query, input, 'query') : (undefined as never))),
      );
      // Validated before the cache is asked: a malformed query is a 400 and never a key.
      const schema = { response: { ...response, 304: noBody }, ...(query ? { querystring: query } : {}) };
      app
        .withTypeProvider<ZodTypeProvider>()
        .get(`/${name}`, { schema }, async (request, reply) =>
          send(
            request,
            reply,
            serialized(read((query ? request.query : undefined) as Parameters<typeof read>[0])),
          ),
        );
    },
    async answer(name, query) {
      const toRead = routes.get(name);
      if (!toRead) return undefined;
      let topic: PublicReadTopic | undefined;
      try {
        const read = toRead(queryObject(query));
        topic = read.topic;
        const entry = await fresh(keyOf(read), read);
        return { status: 200, body: entry.body, topic, freshUntil: entry.expiresAt };
      } catch (error) {
        // A refused query or a missing item is an answer as over HTTP, never kept; anything else fails.
        if (!(error instanceof HttpError)) throw error;
        const body = JSON.stringify({ responseStatusCode: error.statusCode, message: error.message });
        return { status: error.statusCode, body, topic, freshUntil: now() };
      }
    },
    generation: (topic) => generations.get(topic) ?? 0,
    send,
    async invalidate(topic) {
      dropTopic(topic);
      if (!options.broadcast) return;
      try {
        await options.broadcast(topic);
      } catch (error) {
        // The write itself is done; the other processes' entries expire within the TTL all the same.
        options.onBroadcastError?.(error);
      }
    },
    dropLocal,
    dropAll: () => dropLocal(ALL),
    get size() {
      return entries.size;
    },
  };
}

/**
 * The app's cache. On PostgreSQL, several processes may share the database: each write is announced with
 * NOTIFY after it committed, and every process LISTENs on a connection of its own; one that lost that
 * connection drops everything once it is back (it may have missed some). With PGlite there is one process.
 */
export async function installPublicReadCache(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Database },
): Promise<PublicReadCache> {
  const url = db.kind === 'postgres' ? db.url : undefined;
  // This process's own notifications come back to it too: recognised by this id and ignored, or they would
  // drop answers made after its write (payload: "<sender> <topic>").
  const sender = randomUUID();
  const log = app.log.child({ module: 'public-read-cache' });
  const cache = createPublicReadCache({
    ...config.publicReads,
    staleWhileRevalidateSeconds: PUBLIC_READ_STALE_WHILE_REVALIDATE_SECONDS,
    maxEntries: PUBLIC_READ_CACHE_MAX_ENTRIES,
    maxBytes: PUBLIC_READ_CACHE_MAX_BYTES,
    broadcast: url
      ? async (topic) =>
          void (await db.query('SELECT pg_notify($1, $2)', [PUBLIC_READ_CHANNEL, `${sender} ${topic}`]))
      : undefined,
    onBroadcastError: (error) => log.warn({ err: error }, 'public read invalidation not broadcast'),
  });
  // Reachable as app.publicReads: the tests drop it after writing rows behind the API's back.
  app.decorate('publicReads', cache);
  if (url) {
    const listener = await listenOnPostgres(url, PUBLIC_READ_CHANNEL, {
      onNotify: (payload) => {
        const [from, topic] = payload.split(' ');
        if (from !== sender && topic) cache.dropLocal(topic);
      },
      onReconnect: () => cache.dropAll(),
      onError: (error) => log.warn({ err: error }, 'public read invalidations: connection lost'),
    });
    app.addHook('onClose', () => listener.close());
  }
  return cache;
}

/** A query as Fastify's parser makes it: one string per name, an array for a repeated name. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    result[name] = values.length === 1 ? values[0]! : values;
  }
  return result;
}

const isTopic = (value: string): value is PublicReadTopic =>
  (PUBLIC_READ_TOPICS as readonly string[]).includes(value);

/** If-None-Match (RFC 9110 §13.1.2): `*` or a list of entity tags, compared weakly. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
