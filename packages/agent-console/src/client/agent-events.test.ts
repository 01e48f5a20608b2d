import { describe, expect, it } from 'vitest';
import { CHAT_ADA, message } from '../../testing/sample-data';
import { createAgentEvents } from './agent-events';
import type { AgentClientEventDetail } from './types';

describe("the client's UI events", () => {
  function events(soundOn: boolean) {
    let played = 0;
    const hub = createAgentEvents(
      () => (played += 1),
      () => soundOn,
    );
    return { hub, played: () => played };
  }

  it("announces a customer's new message with the event and the chime", () => {
    const { hub, played } = events(true);
    const seen: AgentClientEventDetail[] = [];
    hub.on('customer-message', (detail) => seen.push(detail));
    hub.customerWrote(CHAT_ADA, [message(CHAT_ADA, 1, 'Hello?', true)]);
    expect(seen).toEqual([{ chatId: CHAT_ADA }]);
    expect(played()).toBe(1);
  });

  it("announces nothing for the agent's own messages", () => {
    const { hub, played } = events(true);
    const seen: AgentClientEventDetail[] = [];
    hub.on('customer-message', (detail) => seen.push(detail));
    hub.customerWrote(CHAT_ADA, [message(CHAT_ADA, 1, 'On my way', false)]);
    hub.customerWrote(CHAT_ADA, []);
    expect(seen).toEqual([]);
    expect(played()).toBe(0);
  });

  it('chimes only when the agent has sound on', () => {
    const { hub, played } = events(false);
    hub.chime();
    hub.customerWrote(CHAT_ADA, [message(CHAT_ADA, 1, 'Hello?', true)]);
    expect(played()).toBe(0);
  });

  it('stops telling a listener that unsubscribed, and every listener once cleared', () => {
    const { hub } = events(true);
    const seen: string[] = [];
    const stop = hub.on('request', () => seen.push('first'));
    hub.on('assigned', () => seen.push('second'));
    stop();
    hub.fire('request', { customerSid: 'a' });
    hub.fire('assigned', { chatId: 'b' });
    hub.clear();
    hub.fire('assigned', { chatId: 'c' });
    expect(seen).toEqual(['second']);
  });
});
