import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { agentClient, customerClient, listen, sessionId } from '../../../test/live-chat-clients';
import { addUser, tokenFor } from '../../auth/test-users';

/**
 * A socket that leaves while its connect work is still running (a page closed at once, a network that
 * drops) leaves no presence behind: a stale agent row would count as an agent online, and a stale customer
 * row would show the customer online to their agent, for as long as the process lives.
 */
describe('a socket gone before its connect work is done', () => {
  let server: TestServer;
  let url: string;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    await addUser(server.db, { userName: 'quick', password: 'agent-password-1', roles: ['Admin'] });
    token = await tokenFor(server.app, 'quick', 'agent-password-1');
    url = await listen(server.app);
  });
  afterAll(() => server.close());

  const presence = async (kind: 'agent' | 'customer') =>
    Number(
      (
        await server.db.query<{ n: string | number }>(
          'SELECT count(*) AS n FROM live_chat_presence WHERE kind = $1',
          [kind],
        )
      )[0]!.n,
    );

  /** Connects and leaves the moment the connection is there, `times` times at once. */
  const connectAndLeave = async (open: () => ReturnType<typeof agentClient>, times: number) => {
    await Promise.all(
      Array.from({ length: times }, async () => {
        const client = open();
        client.socket.once('connect', () => client.close());
        await client.connect();
      }),
    );
  };

  it('leaves no agent presence', async () => {
    await connectAndLeave(() => agentClient(url, token), 20);
    await expect.poll(() => presence('agent'), { timeout: 5_000 }).toBe(0);
    // And stays so: the connect work that was still running does not add one afterwards.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await presence('agent')).toBe(0);
  });

  it('leaves no customer presence', async () => {
    await connectAndLeave(() => customerClient(url, sessionId('quick-guest')), 20);
    await expect.poll(() => presence('customer'), { timeout: 5_000 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await presence('customer')).toBe(0);
  });
});
