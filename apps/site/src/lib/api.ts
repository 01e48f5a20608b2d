import type { z } from 'zod';

/** The API base address; the built site is served by the API server, so /api by default. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/$/, '');

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * Calls the API and parses the answer with the contract's schema. Network failures, non-2xx
 * answers and answers of the wrong shape all come back as `{ ok: false }`, never as a throw.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: {
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<z.output<S>>> {
  try {
    const response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message =
        typeof json === 'object' && json && 'message' in json && typeof json.message === 'string'
          ? json.message
          : response.statusText;
      return { ok: false, status: response.status, message };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return { ok: false, status: response.status, message: 'Unexpected answer from the server' };
    return { ok: true, data: parsed.data };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}
