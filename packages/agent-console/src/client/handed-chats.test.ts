import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeAgentSocket, type FakeAgentSocket } from '../../testing/fake-agent-socket';
import {
  agentChat,
  agentState,
  CHAT_ADA,
  CHAT_BORIS,
  REQUEST_CLARA,
  requestFrom,
} from '../../testing/sample-data';
import { settle } from '../../testing/transport-on-fake-socket';
import { type AgentClient, createAgentClient } from './agent-client';

// docs/decisions/0051-transfer-and-capacity.md: a chat handed over is told as a request is.
describe('the agent client: a chat that became this agent’s elsewhere', () => {
  let socket: FakeAgentSocket;
  let client: AgentClient;
  let chimes: number;
  let notices: string[][];

  beforeEach(async () => {
    socket = createFakeAgentSocket();
    chimes = 0;
    notices = [];
    client = createAgentClient({
      token: 'token-1',
      serviceOrigin: 'https://service.test',
      connect: () => socket,
      playSound: () => {
        chimes += 1;
      },
      alertPage: {
        isHidden: () => true,
        getTitle: () => 'Agent console',
        setTitle: () => undefined,
        setBadge: () => undefined,
        whenVisible: () => () => undefined,
        notify: (title, body, tag) => notices.push([title, body, tag]),
      },
    });
    socket.answers.resume = () => ({ ok: true, messages: [] });
    await settle();
    socket.goOnline();
    socket.serverSends(
      'agent_state',
      agentState({ desktopAlertsEnabled: true, chats: [agentChat(CHAT_ADA)] }),
    );
    await settle();
  });

  afterEach(() => client.close());

  it('chimes and alerts once for a chat handed over, not for those held at load', () => {
    expect(chimes).toBe(0);
    const boris = agentChat(CHAT_BORIS, { customer_name: 'Boris' });
    const both = agentState({ desktopAlertsEnabled: true, chats: [agentChat(CHAT_ADA), boris] });
    socket.serverSends('agent_state', both);
    socket.serverSends('agent_state', both);
    expect(chimes).toBe(1);
    expect(notices).toEqual([['Active Chat', 'The chat with Boris is now yours.', `chat-${CHAT_BORIS}`]]);
  });

  it('says nothing of a chat this page accepted, even when its state comes before the answer', async () => {
    socket.serverSends('chat_requests', [requestFrom(REQUEST_CLARA, 'Clara Schmidt', 1)]);
    const chimesForRequest = chimes;
    socket.answers.chat_request_consent = () => {
      socket.serverSends(
        'agent_state',
        agentState({ desktopAlertsEnabled: true, chats: [agentChat(CHAT_ADA), agentChat(REQUEST_CLARA)] }),
      );
      return { ok: true, chat_id: REQUEST_CLARA };
    };
    expect(await client.accept(REQUEST_CLARA)).toEqual({ ok: true, chatId: REQUEST_CLARA });
    expect(chimes).toBe(chimesForRequest);
    expect(notices.filter(([title]) => title === 'Active Chat')).toEqual([]);
  });

  it('says nothing of a chat that appears already ended', () => {
    const ended = agentChat(CHAT_BORIS, { status: 'ended' });
    socket.serverSends('agent_state', agentState({ chats: [agentChat(CHAT_ADA), ended] }));
    expect(chimes).toBe(0);
  });
});
