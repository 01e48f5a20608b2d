import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What a browser's fetch with a JSON body sends. */
export function postJson(app: FastifyInstance, url: string, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** What a browser's form submission sends: application/x-www-form-urlencoded. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Any body with any content type, for the malformed and oversized cases. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  payload: string,
  contentType?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  });
}
