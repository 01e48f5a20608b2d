import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Does what the browser's <altcha-widget challenge="/api/Captcha/Challenge"> does: fetches a challenge,
 * solves the proof of work and encodes the payload the widget puts into its form field.
 */
export async function solveAltcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/api/Captcha/Challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  return solveAltchaChallenge(response.json<Challenge>());
}

export async function solveAltchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('the challenge was not solved in time');
  return encodeAltchaPayload(challenge, solution);
}

/** The widget's encoding: base64 of JSON {challenge: {parameters, signature}, solution}. */
export function encodeAltchaPayload(challenge: Challenge, solution: unknown): string {
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
