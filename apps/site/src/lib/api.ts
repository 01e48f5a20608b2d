import type { z } from 'zod';

/** The API base address; the built site is served by the API server, so /api by default. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

export type ApiResult<T> =
  | { ok: true; data: T }
  /** `body`: the failed answer's JSON, for the few calls whose failure carries more than a message. */
  | { ok: false; status: number; message: string; body?: unknown };

export interface ApiInit {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON value, or FormData sent as multipart (the browser writes the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * How a request reaches the API: the browser's fetch, or, while a page is rendered on the server, the
 * server's own public reads in process (entry-server.tsx installs it;
 * docs/decisions/0026-server-rendering.md).
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

export function installApiTransport(serverTransport: Transport): void {
  transport = serverTransport;
}

/** The server's `message`, else the status text. */
const messageOf = (json: unknown, fallback: string) =>
  typeof json === 'object' && json && 'message' in json && typeof json.message === 'string'
    ? json.message
    : fallback;

/** One request: a 2xx response, or `{ ok: false }` with the server's reason; never a throw. */
async function send(path: string, init: ApiInit): Promise<ApiResult<Response>> {
  try {
    const form = init.body instanceof FormData;
    const response = await transport(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
      signal: init.signal,
    });
    if (response.ok) return { ok: true, data: response };
    const json: unknown = await response.json().catch(() => undefined);
    return { ok: false, status: response.status, message: messageOf(json, response.statusText), body: json };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Calls the API and parses the answer with the contract's schema. Network failures, non-2xx
 * answers and answers of the wrong shape all come back as `{ ok: false }`, never as a throw.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: ApiInit = {},
): Promise<ApiResult<z.output<S>>> {
  const sent = await send(path, init);
  if (!sent.ok) return sent;
  const json: unknown = await sent.data.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    return { ok: false, status: sent.data.status, message: 'Unexpected answer from the server' };
  return { ok: true, data: parsed.data };
}

/** Calls the API for a file (a CV, a document): the body as a blob, with the same failure rules. */
export async function apiBlob(path: string, init: ApiInit = {}): Promise<ApiResult<Blob>> {
  const sent = await send(path, init);
  if (!sent.ok) return sent;
  try {
    return { ok: true, data: await sent.data.blob() };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}
