import { type BotAnswer, CHAT_PROOF_HEADER } from '@ohmstead/contracts/chat';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/test-fixtures';
import { defaultConfig } from '../config/widget-config';
import { createBotClient } from './bot-client';

const config = defaultConfig('https://widget.example', '');
const SECRETS = { hmacSignatureSecret: 'signature-secret', hmacKeySignatureSecret: 'key-secret' };

/** A challenge as the server signs them, cheap enough for a test. */
const challenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 12,
    deriveKey,
    data: { purpose: 'chat-session' },
    expiresAt: new Date(Date.now() + 60_000),
    ...SECRETS,
  });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer: BotAnswer = {
  session_id: 's',
  message: 'The Power Router routes power.',
  response_model: 'test',
  sources: [],
  chat_session: 'Issued-by-the-server-0000000000000000000000',
};
const owed = async () =>
  json(428, { responseStatusCode: 428, message: 'Checking…', challenge: await challenge() });

/** A bot client on the test's fetch whose retries wait for nothing. */
const clientOn = (fetchMock: typeof fetch) =>
  createBotClient({ config, storage: memoryStorage(), fetch: fetchMock, sleep: async () => {} });

describe('a proof of work the bot service asks of a new session', () => {
  it('is solved in the background and the question asked again with it', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(await owed())
      .mockResolvedValueOnce(json(200, answer));
    const client = clientOn(fetchMock);

    expect(await client.answer('CRM', 'What is a power router?', null)).toEqual({ ok: true, answer });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [firstUrl, firstInit] = fetchMock.mock.calls[0]!;
    const [secondUrl, secondInit] = fetchMock.mock.calls[1]!;
    expect(secondUrl).toBe(firstUrl);
    expect((firstInit!.headers as Record<string, string>)[CHAT_PROOF_HEADER]).toBeUndefined();
    // What the server receives verifies against its own secrets.
    const proof = (secondInit!.headers as Record<string, string>)[CHAT_PROOF_HEADER]!;
    const payload = JSON.parse(atob(proof)) as { challenge: Challenge; solution: Solution };
    expect(payload.solution.counter).toBe(12);
    const verified = await verifySolution({ ...payload, deriveKey, ...SECRETS });
    expect(verified.verified).toBe(true);
  });

  it('pays at most two proofs for one question, then counts it as failed', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => owed());
    const client = clientOn(fetchMock);
    expect(await client.answer('CRM', 'hello', null)).toEqual({ ok: false, status: 428 });
    // Three tries (docs/product.md §3.8), each with its first call and two proofs.
    expect(fetchMock).toHaveBeenCalledTimes(9);
  });

  it('takes a 428 it cannot solve for a failed call', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(428, { responseStatusCode: 428, message: 'x' }));
    const client = clientOn(fetchMock);
    expect(await client.answer('CRM', 'hello', null)).toEqual({ ok: false, status: 428 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
