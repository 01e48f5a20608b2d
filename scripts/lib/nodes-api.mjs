// The calls pnpm test:nodes (scripts/test-nodes.mjs) makes to a node or to the proxy in front of them.
import { httpRequest } from './trusting-client.mjs';

/** The demo's superadmin (DEMO_CONTENT), who makes the admin edits. */
export const SUPERADMIN = { userName: 'superadmin', password: 'ohmstead-demo' };

/** A call to `target`: a node, or the proxy, whose certificate is trusted as `target.ca`. */
export async function api(target, method, url, { token, body } = {}) {
  const response = await httpRequest(new URL(url, target.base).href, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    ca: target.ca,
  });
  let json = null;
  try {
    json = JSON.parse(response.text);
  } catch {
    // Not JSON: the status says enough.
  }
  return { ...response, json };
}
