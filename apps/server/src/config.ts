import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envSchemaOf } from './config/env-schema';
import {
  agentPushSettings,
  authSettings,
  botSettings,
  deviceSettings,
  integrationSettings,
  liveChatSettings,
  publicReadSettings,
  serverSettings,
  uploadSettings,
} from './config/settings';

// apps/server, from this module in src/ as from the bundle in dist/ (build.mjs): one folder up either way.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const envSchema = envSchemaOf(serverRoot);

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${reasons.join('\n  ')}`);
  }
  const e = parsed.data;
  // Half a bootstrap admin is a mistake worth stopping for; the values themselves are checked when used.
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD))
    throw new Error('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  return {
    ...serverSettings(e),
    ...integrationSettings(e),
    auth: authSettings(e),
    bot: botSettings(e),
    liveChat: liveChatSettings(e),
    agentPush: agentPushSettings(e),
    uploads: uploadSettings(e),
    publicReads: publicReadSettings(e),
    devices: deviceSettings(e),
    widgetAllowedOrigins: e.WIDGET_ALLOWED_ORIGINS,
  };
}

/**
 * A secret that must survive restarts but need not be configured on one machine:
 * taken from the environment, else created once in the data directory.
 */
export function persistentSecret(dataDir: string, name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
