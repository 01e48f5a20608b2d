import { describe, expect, it } from 'vitest';
import { solveAltchaChallenge } from '../../../test/fakes/altcha-widget';
import { useTestServer } from '../../../test/harness';

describe('GET /api/Captcha/Challenge', () => {
  const server = useTestServer();

  it('answers a fresh, uncacheable ALTCHA v2 challenge in the shape the altcha 3.2 widget validates', async () => {
    const response = await server.app.inject({ url: '/api/Captcha/Challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature']);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      keyLength: 32,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      expiresAt: expect.any(Number),
    });
    const other = (await server.app.inject({ url: '/api/Captcha/Challenge' })).json();
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('issues challenges whose solutions the contact calls accept', async () => {
    const challenge = (await server.app.inject({ url: '/api/Captcha/Challenge' })).json();
    const token = await solveAltchaChallenge(challenge);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/FormSubmission/CreateTicket',
      payload: {
        first_name: 'Ada',
        company: 'Grid Works',
        phone: '9195550142',
        title: 'Engineer',
        email: 'ada@gridworks.example',
        captcha: token,
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
