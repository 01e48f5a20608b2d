import { describe, expect, it, vi } from 'vitest';
import { fetchAgentAvailability } from './agent-availability';

const answering = (body: unknown, status = 200) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch;

describe('agent availability before asking', () => {
  it('counts an availability answer of another shape as unknown', async () => {
    const base = 'https://widget.example/agent-service';
    expect(await fetchAgentAvailability(base, answering({ online: true, num_agents: 2 }))).toEqual({
      online: true,
      num_agents: 2,
    });
    for (const body of [
      { online: 'yes', num_agents: 1 },
      { online: true, num_agents: -1 },
      { online: true },
      null,
    ])
      expect(await fetchAgentAvailability(base, answering(body))).toBeNull();
    expect(await fetchAgentAvailability(base, answering({ online: true, num_agents: 1 }, 503))).toBeNull();
  });
});
