import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import type { LiveSocket, OpenLiveSocket } from '../src/services/live-socket';

const CHAT_ID = '5d0c9a3e-7b21-4f6a-9c8d-2e1f0a3b4c5d';

/** How the story's agent service behaves once the widget asks for an agent. */
export interface LiveScenario {
  agentsOnline: boolean;
  /** The queue position announced after the request. */
  position?: number;
  /** An agent takes the chat (and writes these messages). */
  agent?: { name: string; messages: Omit<LiveMessage, 'chat_id' | 'seq'>[] };
  /** After the agent's messages, the chat ends this way. */
  ending?: 'chat_ended' | 'agent_disconnected';
  /** After the agent's messages, the agent is typing (told again while the story shows). */
  agentTyping?: boolean;
  /** The agent gets the customer's messages (Delivered), and reads them too when 'read'. */
  agentGets?: 'delivered' | 'read';
  /** No agent is free: no_agents. */
  noAgents?: boolean;
}

/**
 * A scripted agent service for stories (a fake: stories have no server): connects at once, answers
 * resume and request_chat, and plays the scenario's events in order.
 */
export function fakeLiveService(scenario: LiveScenario): OpenLiveSocket {
  return () => {
    const listeners = new Map<string, ((payload?: unknown) => void)[]>();
    const push = (event: string, payload?: unknown) =>
      listeners.get(event)?.forEach((listener) => listener(payload));
    let seq = 0;
    const socket: LiveSocket = {
      connected: false,
      on(event, listener) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener]);
        return socket;
      },
      emit(event, payload, ack) {
        const answer = (value: unknown) => (ack as (value: unknown) => void)?.(value);
        if (event === 'resume') answer({ ok: true, status: 'none', messages: [] });
        if (event === 'request_chat') {
          if (scenario.noAgents) {
            push('no_agents');
            return answer({ ok: false, error: 'No agents are available.' });
          }
          answer({ ok: true, chat_id: CHAT_ID });
          push('waiting_for_agent', { position: scenario.position ?? 1, chat_id: CHAT_ID });
          if (!scenario.agent) return socket;
          push('chat_assigned', { agent_name: scenario.agent.name, agent_sid: 'agent-1', chat_id: CHAT_ID });
          for (const message of scenario.agent.messages) {
            push('receive_message', { ...message, chat_id: CHAT_ID, seq: (seq += 1) });
          }
          if (scenario.agentTyping) {
            const typing = () => push('typing', { chat_id: CHAT_ID, typing: true });
            typing();
            // As the console does while the agent goes on typing (contracts/live-typing.ts).
            setInterval(typing, 2_000);
          }
          if (scenario.ending) push(scenario.ending, { chat_id: CHAT_ID });
        }
        if (event === 'send_message') {
          answer({ ok: true, seq: (seq += 1) });
          if (scenario.agentGets)
            push('marks', {
              chat_id: CHAT_ID,
              delivered: seq,
              read: scenario.agentGets === 'read' ? seq : 0,
            });
        }
        if (event === 'cancel_request') {
          answer({ ok: true });
          push('request_canceled');
        }
        if (event === 'end_chat' || event === 'typing') answer({ ok: true });
        return socket;
      },
      disconnect() {
        (socket as { connected: boolean }).connected = false;
        return socket;
      },
      io: { on: () => undefined },
    };
    queueMicrotask(() => {
      (socket as { connected: boolean }).connected = true;
      push('connect');
      push(scenario.agentsOnline ? 'bot_online' : 'bot_offline');
      push('number_available_agents', { num_agents: scenario.agentsOnline ? 2 : 0 });
    });
    return socket;
  };
}
