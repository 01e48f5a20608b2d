import { type BotAnswer, CHAT_PROOF_HEADER } from '@ohmstead/contracts/chat';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import { proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import type { Challenge } from 'altcha-lib';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR } from '../../src/limits';
import { solveAltchaChallenge } from '../fakes/altcha-widget';
import { useTestServer } from '../harness';

/** Every PBKDF2 key derivation of the process, the server's and the solver's: the unit of the work. */
const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock('altcha-lib/algorithms/pbkdf2', async (importOriginal) => {
  const original = await importOriginal<typeof import('altcha-lib/algorithms/pbkdf2')>();
  return {
    ...original,
    deriveKey: (...args: Parameters<typeof original.deriveKey>) => {
      derivations.count += 1;
      return original.deriveKey(...args);
    },
  };
});

const GUESTS = 200;
const ADDRESS = '198.51.100.200';

interface Guest {
  status: number;
  /** Key derivations the server made for this guest, and the ones the guest's solver made. */
  serverWork: number;
  clientWork: number;
}

/**
 * A visitor's first question as the widget asks it, the work on each side counted apart: a 428 is solved
 * and the question asked again with the solution.
 */
async function firstQuestion(server: ReturnType<typeof useTestServer>, n: number): Promise<Guest> {
  const url = `/bot/crm/answer?${new URLSearchParams({ question: `What is a power router? (${n})`, username: 'guest' })}`;
  const guest: Guest = { status: 0, serverWork: 0, clientWork: 0 };
  const onServer = async (headers: Record<string, string>) => {
    const before = derivations.count;
    const response = await server.app.inject({ url, headers, remoteAddress: ADDRESS });
    guest.serverWork += derivations.count - before;
    return response;
  };
  let response = await onServer({});
  if (response.statusCode === PROOF_REQUIRED_STATUS) {
    const { challenge } = proofRequiredSchema.parse(response.json());
    const before = derivations.count;
    const proof = await solveAltchaChallenge(challenge as Challenge);
    guest.clientWork = derivations.count - before;
    response = await onServer({ [CHAT_PROOF_HEADER]: proof });
  }
  guest.status = response.statusCode;
  if (response.statusCode === 200) expect(response.json<BotAnswer>().chat_session).toBeTruthy();
  return guest;
}

/** A solution of the challenge the address is owed now. */
async function solveOwed(server: ReturnType<typeof useTestServer>): Promise<string> {
  const owed = await server.app.inject({
    url: '/bot/crm/answer?question=hi&username=guest',
    remoteAddress: ADDRESS,
  });
  const { challenge } = proofRequiredSchema.parse(owed.json());
  return solveAltchaChallenge(challenge as Challenge);
}

/**
 * Behind one shared address (a carrier's NAT, an office proxy) the 21st visitor of an hour used to lose the
 * assistant for up to an hour, and anyone on that address could cause it with 20 calls (docs/security.md
 * "Limits that escalate").
 */
describe('200 visitors behind one address, on the default limits', () => {
  // A cheap PBKDF2 cost keeps the test quick; the attempts a proof takes are the default's.
  const server = useTestServer({ ALTCHA_COST: '10' });

  it('answers every one of them; past the free share each pays a proof of work, dearer as more come', async () => {
    const guests: Guest[] = [];
    for (let n = 0; n < GUESTS; n++) guests.push(await firstQuestion(server, n));

    expect(guests.map((guest) => guest.status)).toEqual(Array(GUESTS).fill(200));
    const free = guests.slice(0, CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR);
    const paying = guests.slice(CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR);
    expect(free.every((guest) => guest.clientWork === 0)).toBe(true);
    expect(paying.every((guest) => guest.clientWork > 0)).toBe(true);

    // The server derives one key per challenge it issues and none to check a solution (its signature
    // covers the key); the script that wants the session derives one per attempt.
    expect(paying.every((guest) => guest.serverWork === 1)).toBe(true);
    const mean = (list: Guest[]) => list.reduce((sum, guest) => sum + guest.clientWork, 0) / list.length;
    expect(mean(paying)).toBeGreaterThan(50);
    // The price rises with the rate: the last visitors of the hour pay several times the first payers.
    expect(mean(paying.slice(-30))).toBeGreaterThan(2.5 * mean(paying.slice(0, 30)));
  });

  it('gives a script that pays nothing no session at all once the free share is gone', async () => {
    const response = await server.app.inject({
      url: '/bot/crm/answer?question=hi&username=guest',
      remoteAddress: ADDRESS,
    });
    expect(response.statusCode).toBe(PROOF_REQUIRED_STATUS);
    expect(response.headers['retry-after']).toBeUndefined();
  });

  it('asks nothing more of a visitor who keeps their session', async () => {
    const first = await server.app.inject({
      url: '/bot/crm/answer?question=hi&username=guest',
      remoteAddress: ADDRESS,
      headers: { [CHAT_PROOF_HEADER]: await solveOwed(server) },
    });
    const session = first.json<BotAnswer>().chat_session!;
    for (let n = 0; n < 5; n++) {
      const next = await server.app.inject({
        url: '/bot/crm/answer?question=and%20the%20warranty%3F&username=guest',
        remoteAddress: ADDRESS,
        headers: { 'x-chat-session': session },
      });
      expect(next.statusCode).toBe(200);
      expect(next.json<BotAnswer>().chat_session).toBeUndefined();
    }
  });
});
