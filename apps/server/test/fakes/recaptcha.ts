import { type FakeHttpServer, sendJson, startFakeHttpServer } from './http-server';

export interface FakeRecaptcha extends FakeHttpServer {
  /** Tokens a visitor "solved"; each is good for one siteverify call, as with Google. */
  issue(token: string, score?: number): void;
}

/** Google's siteverify: form-encoded secret and response, a JSON answer, every token answered once. */
export async function startFakeRecaptcha(secret: string): Promise<FakeRecaptcha> {
  const issued = new Map<string, number | undefined>();
  const answered = new Set<string>();
  const server = await startFakeHttpServer((request, response) => {
    const form = new URLSearchParams(request.body.toString('utf8'));
    if (request.method !== 'POST' || form.get('secret') !== secret) {
      return sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    }
    const token = form.get('response') ?? '';
    if (!issued.has(token))
      return sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    if (answered.has(token))
      return sendJson(response, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
    answered.add(token);
    const score = issued.get(token);
    return sendJson(response, 200, {
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: 'site.test',
      ...(score === undefined ? {} : { score, action: 'contact' }),
    });
  });
  return Object.assign(server, { issue: (token: string, score?: number) => void issued.set(token, score) });
}
