import { describe, expect, it } from 'vitest';
import { agentState, CHAT_ADA } from '../../testing/sample-data';
import { viewOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { createTransfer } from './transfer';

const VAL = { agent_sid: 'agent-7', agent_name: 'Val Okafor', active_chats: 1, max_chats: 3 };

function setUp() {
  const { socket, transport, view } = viewOnFakeSocket();
  return { socket, view, transfer: createTransfer(transport, view) };
}

describe('handing a chat to another agent', () => {
  it('lists who could take it, and says why when the service cannot', async () => {
    const { socket, transfer } = setUp();
    socket.answers.transfer_targets = () => ({ ok: true, agents: [VAL] });
    expect(await transfer.targets()).toEqual([VAL]);
    socket.answers.transfer_targets = () => ({ ok: false, error: 'Not authorised' });
    await expect(transfer.targets()).rejects.toThrow('Not authorised');
  });

  it('shows the chat as transferred once the service has moved it; a refusal changes nothing', async () => {
    const { socket, view, transfer } = setUp();
    socket.answers.transfer_chat = () => ({ ok: false, error: 'That agent cannot take the chat now.' });
    await expect(transfer.transfer(CHAT_ADA, VAL.agent_sid, 'Refund')).rejects.toThrow(
      'That agent cannot take the chat now.',
    );
    expect(view.chat(CHAT_ADA)?.status).toBe('active');

    socket.answers.transfer_chat = () => ({ ok: true, agent_name: 'Val Okafor' });
    await transfer.transfer(CHAT_ADA, VAL.agent_sid, 'Refund');
    expect(socket.emittedOf('transfer_chat').at(-1)).toEqual({
      chat_id: CHAT_ADA,
      to_agent_sid: 'agent-7',
      note: 'Refund',
    });
    expect(view.chat(CHAT_ADA)).toMatchObject({
      status: 'ended',
      end_reason: 'transferred',
      transferredTo: 'Val Okafor',
    });
  });

  it('marks a chat another tab handed on, and ignores an event of another shape', () => {
    const { view, transfer } = setUp();
    transfer.receive({ chat_id: CHAT_ADA });
    expect(view.chat(CHAT_ADA)?.status).toBe('active');
    transfer.receive({ chat_id: CHAT_ADA, agent_name: 'Val Okafor' });
    expect(view.chat(CHAT_ADA)).toMatchObject({ status: 'ended', transferredTo: 'Val Okafor' });
    // The agent_state that follows (the chat no longer listed) keeps it as transferred.
    view.applyAgentState(agentState({ chats: [] }));
    expect(view.chat(CHAT_ADA)).toMatchObject({ status: 'ended', transferredTo: 'Val Okafor' });
  });
});
