import { describe, expect, it } from 'vitest';
import { useChatAnalysis } from './chat-analysis-fixtures';

describe('chat analysis: requests it refuses', () => {
  const { server, people, get } = useChatAnalysis();

  it.each([
    ['GetConversations?sort=password', 'sort must be one of: lastQuestion, started, questions'],
    ['GetConversations?pageSize=100000', 'pageSize must be one of'],
    ['GetConversations?page=0', 'page must be a whole number'],
    ['GetConversations?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from must not be after to'],
    ['GetConversations?colour=red', 'Unexpected field(s): colour'],
    ['GetConversations?intent=weather', 'intent must be one of'],
    ['GetHandoffList?outcome=lost', 'outcome must be one of'],
    ['GetAcknowledgements?version=latest', 'version must be a safety content version'],
    ['GetOverview?tz=Mars%2FOlympus', 'tz must be an IANA time zone'],
    ['GetOverview?from=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'A date range may span at most'],
    ['GetTranscript', 'Give either conversation or liveChat'],
    ['GetTranscript?liveChat=42', 'liveChat must be a live chat id'],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('is for SuperAdmin, Admin and Manager only', async () => {
    expect((await get('GetOverview', people.customer)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/ChatAnalysis/GetConversations' })).statusCode,
    ).toBe(401);
  });
});
