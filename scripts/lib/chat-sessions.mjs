// Guest chat sessions for the benches: the server signs them (apps/server/src/auth/chat-session.ts) with
// its token key, so a bench that starts the server with a known AUTH_TOKEN_SECRET signs its own guests with
// the server's own code, loaded through the server's TypeScript loader.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server');

/** A secret for the bench server (AUTH_TOKEN_SECRET) and a maker of guest sessions valid on it. */
export async function benchGuestSessions() {
  const api = pathToFileURL(path.join(serverDir, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs'));
  const { tsImport } = await import(api.href);
  const { signedChatSession } = await tsImport(
    pathToFileURL(path.join(serverDir, 'src', 'auth', 'chat-session.ts')).href,
    import.meta.url,
  );
  const secret = randomBytes(32).toString('base64url');
  return { secret, next: () => signedChatSession(secret, randomBytes(16).toString('base64url')) };
}
