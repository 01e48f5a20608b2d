import { captchaMessages } from '@ohmstead/contracts/messages';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeAltchaPayload, solveAltchaChallenge } from '../../../test/fakes/altcha-widget';
import { altcha, ALTCHA_ALGORITHM, ALTCHA_CHALLENGE_TTL_MS } from './altcha';

const cheap = altcha({ hmacKey: 'test-secret', cost: 20 });

async function expectRefused(check: Promise<unknown>) {
  await expect(check).rejects.toMatchObject({
    statusCode: 400,
    message: captchaMessages.invalid,
    errors: [{ field: 'captcha', message: captchaMessages.invalid }],
  });
}

describe('ALTCHA (self-hosted proof of work)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('issues signed PBKDF2/SHA-256 challenges that expire in ten minutes', async () => {
    const before = Date.now();
    const challenge = await cheap.createChallenge();
    expect(challenge.parameters.algorithm).toBe(ALTCHA_ALGORITHM);
    expect(challenge.parameters.cost).toBe(20);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAtMs = challenge.parameters.expiresAt! * 1000;
    expect(expiresAtMs).toBeGreaterThanOrEqual(Math.floor((before + ALTCHA_CHALLENGE_TTL_MS) / 1000) * 1000);
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + ALTCHA_CHALLENGE_TTL_MS);
  });

  it('accepts a solved challenge and names the proof after the challenge, whatever the counter', async () => {
    const challenge = await cheap.createChallenge();
    const proof = await cheap.check(await solveAltchaChallenge(challenge));
    expect(proof.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(proof.expiresAt.getTime()).toBe(challenge.parameters.expiresAt! * 1000);
    // The key signature path never re-derives the counter: another counter with the same key is the same proof.
    const solution = await solveChallenge({ challenge, deriveKey });
    const again = await cheap.check(
      encodeAltchaPayload(challenge, { ...solution!, counter: solution!.counter + 1 }),
    );
    expect(again.hash).toBe(proof.hash);
  });

  it('solves at the default cost, as a browser would', async () => {
    const standard = altcha({ hmacKey: 'test-secret', cost: 5000 });
    const proof = await standard.check(await solveAltchaChallenge(await standard.createChallenge()));
    expect(proof.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what is not a solved challenge of this server', async () => {
    const challenge = await cheap.createChallenge();
    const solved = JSON.parse(Buffer.from(await solveAltchaChallenge(challenge), 'base64').toString('utf8'));
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
    const other = altcha({ hmacKey: 'another-secret', cost: 20 });

    await expectRefused(cheap.check('not base64 json'));
    await expectRefused(cheap.check(encode({ challenge: null, solution: null, test: true })));
    await expectRefused(
      cheap.check(encode({ ...solved, solution: { counter: 1, derivedKey: 'ab'.repeat(32) } })),
    );
    await expectRefused(
      cheap.check(encode({ ...solved, challenge: { ...solved.challenge, signature: 'cd'.repeat(32) } })),
    );
    await expectRefused(
      cheap.check(
        encode({
          ...solved,
          challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
        }),
      ),
    );
    await expectRefused(other.check(encode(solved)));
  });

  it('refuses a solution once its challenge has expired', async () => {
    const challenge = await cheap.createChallenge();
    const token = await solveAltchaChallenge(challenge);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ALTCHA_CHALLENGE_TTL_MS + 1000);
    await expectRefused(cheap.check(token));
  });
});
