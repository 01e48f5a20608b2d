import { describe, expect, it } from 'vitest';
import { CHAT_ADA } from '../../testing/sample-data';
import { viewOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { createAgentActions } from './agent-actions';

function setUp() {
  const { socket, transport, view } = viewOnFakeSocket();
  return { socket, view, actions: createAgentActions(transport, view) };
}

describe("the agent's own actions", () => {
  it('sets availability and sound, clearing an earlier error once the service agrees', async () => {
    const { socket, view, actions } = setUp();
    view.setError('Earlier trouble');
    socket.answers.toggle_availability = () => ({ ok: true });
    socket.answers.set_sound_enabled = () => ({ ok: true });
    await actions.setAvailable(false);
    await actions.setSoundEnabled(true);
    expect(socket.emittedOf('toggle_availability')).toEqual([{ isAvailable: false }]);
    expect(socket.emittedOf('set_sound_enabled')).toEqual([{ enabled: true }]);
    expect(view.get().error).toBeNull();
  });

  it('shows a refusal on the status line', async () => {
    const { socket, view, actions } = setUp();
    socket.answers.toggle_availability = () => ({ ok: false, error: 'Not authorised' });
    await actions.setAvailable(true);
    expect(view.get().error).toBe('Not authorised');
  });

  it('ends a chat as ended by the agent once the service has ended it', async () => {
    const { socket, view, actions } = setUp();
    socket.answers.end_chat = () => ({ ok: false, error: 'Try again' });
    await actions.endChat(CHAT_ADA);
    expect(view.chat(CHAT_ADA)?.status).toBe('active');
    socket.answers.end_chat = () => ({ ok: true });
    await actions.endChat(CHAT_ADA);
    expect(view.chat(CHAT_ADA)).toMatchObject({ status: 'ended', end_reason: 'agent' });
    expect(view.chat(CHAT_ADA)?.ended_at).toEqual(expect.any(String));
  });
});
