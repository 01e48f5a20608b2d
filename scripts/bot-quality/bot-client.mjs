// The conversations of `pnpm bench:bot-quality`, over the server's HTTP API only: the AI Assistant as a
// guest (a new chat session per conversation, signed with the server's key: scripts/lib/chat-sessions.mjs),
// the Installation Assistant as the demo installer, whose one conversation is emptied before each so that
// no earlier question is taken as context.

const INSTALLER = { userName: 'installer', password: 'ohmstead-demo' };

async function call(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** The bot's answer, checked for the fields the judge reads. */
async function answer(base, bot, question, username, headers) {
  const query = new URLSearchParams({ question, username });
  const body = await call(`${base}/bot/${bot}/answer?${query}`, { headers });
  if (typeof body.message !== 'string' || !Array.isArray(body.sources))
    throw new Error(`the ${bot} answer to "${question}" has no message or sources: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs the installer in and returns `conversation(bot)`: a new conversation with that bot, whose `ask`
 * resolves with the answer (session_id, message, html, response_model, sources).
 */
export async function botClient(base, guestSessions) {
  const login = await call(`${base}/api/Auth/AuthTokenLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(INSTALLER),
  });
  const installerHeaders = { authorization: `Bearer ${login.token}` };
  return {
    async conversation(bot) {
      if (bot === 'crm') {
        const headers = { 'x-chat-session': guestSessions.next() };
        return { ask: (question) => answer(base, 'crm', question, 'guest', headers) };
      }
      await call(`${base}/bot/ia/delete_history?username=${INSTALLER.userName}`, {
        method: 'POST',
        headers: installerHeaders,
      });
      return { ask: (question) => answer(base, 'ia', question, INSTALLER.userName, installerHeaders) };
    },
  };
}
