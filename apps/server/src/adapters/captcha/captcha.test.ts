import { captchaMessages } from '@ohmstead/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { type FakeRecaptcha, startFakeRecaptcha } from '../../../test/fakes/recaptcha';
import { countRows, startTestServer, type TestServer, useTestServer } from '../../../test/harness';
import { loadConfig } from '../../config';
import { createCaptcha } from './index';

const invalid = { statusCode: 400, message: captchaMessages.invalid };

describe('captcha adapter: one proof, once per purpose', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' });

  const adapter = () => createCaptcha({ config: server.config, db: server.db, log: server.app.log });

  it('picks ALTCHA when no reCAPTCHA keys are configured', () => {
    const captcha = adapter();
    expect(captcha.provider).toBe('altcha');
    expect(captcha.createChallenge).toBeTypeOf('function');
  });

  it('lets one solved captcha serve each purpose once and never the same purpose twice', async () => {
    const captcha = adapter();
    const token = await solveAltcha(server.app);
    await captcha.verify(token, 'contact-us');
    await captcha.verify(token, 'create-ticket');
    await captcha.verify(token, 'web-to-lead');
    await expect(captcha.verify(token, 'contact-us')).rejects.toMatchObject(invalid);
    await expect(captcha.verify(token, 'web-to-lead')).rejects.toMatchObject(invalid);
  });

  it('gives a purpose back when the work it guarded failed', async () => {
    const captcha = adapter();
    const proof = await captcha.check(await solveAltcha(server.app));
    await server.db.transaction((tx) => captcha.claim(tx, proof, 'create-ticket'));
    await captcha.release(proof, 'create-ticket');
    await server.db.transaction((tx) => captcha.claim(tx, proof, 'create-ticket'));
    await expect(
      server.db.transaction((tx) => captcha.claim(tx, proof, 'create-ticket')),
    ).rejects.toMatchObject(invalid);
  });

  it('forgets uses whose proofs have expired', async () => {
    const captcha = adapter();
    await server.db.query(
      `INSERT INTO captcha_proof_uses (proof_hash, purpose, expires_at) VALUES ('old', 'contact-us', now() - interval '1 minute')`,
    );
    await expect(captcha.check('garbage')).rejects.toMatchObject(invalid);
    const rows = await server.db.query(`SELECT 1 FROM captcha_proof_uses WHERE proof_hash = 'old'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses half a reCAPTCHA configuration at start-up', () => {
    const config = loadConfig({ RECAPTCHA_SITE_KEY: 'site-key', DATA_DIR: server.config.dataDir });
    expect(() => createCaptcha({ config, db: server.db, log: server.app.log })).toThrow(
      /RECAPTCHA_SECRET_KEY/,
    );
  });
});

describe('captcha adapter: reCAPTCHA against a fake siteverify', () => {
  let server: TestServer;
  let google: FakeRecaptcha;
  beforeAll(async () => {
    google = await startFakeRecaptcha('secret-key');
    server = await startTestServer({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_VERIFY_URL: `${google.url}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  const adapter = () => createCaptcha({ config: server.config, db: server.db, log: server.app.log });

  it('is chosen when both keys are set and offers no challenge', () => {
    const captcha = adapter();
    expect(captcha.provider).toBe('recaptcha');
    expect(captcha.siteKey).toBe('site-key');
    expect(captcha.createChallenge).toBeUndefined();
  });

  it('asks Google once, then lets the vouched token serve the other purposes once each', async () => {
    const captcha = adapter();
    google.issue('token-1');
    const before = google.requests.length;
    await captcha.verify('token-1', 'contact-us');
    await captcha.verify('token-1', 'create-ticket');
    await captcha.verify('token-1', 'web-to-lead');
    expect(google.requests.length - before).toBe(1);
    const form = new URLSearchParams(google.requests.at(-1)!.body.toString('utf8'));
    expect(form.get('secret')).toBe('secret-key');
    expect(form.get('response')).toBe('token-1');
    await expect(captcha.verify('token-1', 'contact-us')).rejects.toMatchObject(invalid);
    expect(await countRows(server.db, 'captcha_proof_uses')).toBe(3);
  });

  it('refuses tokens Google refuses and low reCAPTCHA v3 scores', async () => {
    const captcha = adapter();
    await expect(captcha.verify('never-issued', 'contact-us')).rejects.toMatchObject(invalid);
    google.issue('bot', 0.1);
    await expect(captcha.verify('bot', 'contact-us')).rejects.toMatchObject(invalid);
    google.issue('human', 0.9);
    await captcha.verify('human', 'contact-us');
  });

  it('answers 503 when Google cannot be reached', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: server.config.dataDir,
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    const captcha = createCaptcha({ config, db: server.db, log: server.app.log });
    await expect(captcha.verify('anything', 'contact-us')).rejects.toMatchObject({ statusCode: 503 });
  });
});
