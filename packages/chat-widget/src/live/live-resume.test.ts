import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID, liveMessage, resumedWithMaya } from '../../testing/live-fakes';
import type { LiveStatus } from '../state/live-port';
import type { LiveChat } from './live-chat';
import type { LiveRequest } from './live-request';
import { createLiveResume } from './live-resume';
import type { LiveSendQueue } from './live-send-queue';
import { createLiveView } from './live-view';

function setup(status: LiveStatus = 'none') {
  const answers: ((answer: unknown) => void)[] = [];
  const emitted: unknown[] = [];
  const transport = {
    markResumed: vi.fn(),
    emit: vi.fn((_event: string, payload: unknown, answer: (answer: unknown) => void) => {
      emitted.push(payload);
      answers.push(answer);
      return true;
    }),
  };
  const calls: string[] = [];
  const store = fakeLiveStore();
  const view = createLiveView(store, () => 4, null);
  if (status === 'requesting') view.requesting();
  if (status === 'waiting') view.waiting(LIVE_CHAT_ID, 2);
  if (status === 'active') view.assigned(LIVE_CHAT_ID, 'Max');
  const queue = {
    through: () => 4,
    receive: (messages: readonly LiveMessage[]) =>
      calls.push(`receive ${messages.map((m) => m.seq).join(',')}`),
    flush: () => calls.push('flush'),
  } as unknown as LiveSendQueue;
  const request = {
    sendRequest: () => calls.push('sendRequest'),
    cancel: () => calls.push('cancel'),
  } as unknown as LiveRequest;
  const chat = {
    store,
    view,
    queue,
    request,
    transport,
    receipts: { heard: () => {} },
    assign: (chatId: string, agentName: string) => calls.push(`assign ${chatId} ${agentName}`),
    endWith: (text: string) => calls.push(`endWith ${text}`),
  } as unknown as LiveChat;
  const resume = createLiveResume(chat);
  const answer = (value: unknown) => answers.at(-1)!(value);
  return { resume, transport, emitted, calls, answer, view };
}

const resumed = (extra: object) => ({ ok: true, messages: [], ...extra });

afterEach(() => vi.restoreAllMocks());

describe('resume after a (re)connect', () => {
  it('asks for what follows the last seq held, and is resumed once the server answers', () => {
    const { resume, transport, emitted, answer } = setup();
    resume.resume();
    expect(emitted).toEqual([{ after_seq: 4 }]);
    answer(resumed({ status: 'none' }));
    expect(transport.markResumed).toHaveBeenCalledTimes(1);
  });

  it('stays not resumed after an answer of another shape', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resume, transport, calls, answer } = setup('active');
    resume.resume();
    answer({ ok: true, status: 'gone' });
    expect(transport.markResumed).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('ends a chat the server no longer holds, then sends a request asked for meanwhile', () => {
    const { resume, calls, answer } = setup('waiting');
    resume.defer('request');
    resume.resume();
    answer(resumed({ status: 'none' }));
    expect(calls).toEqual([`endWith ${chatChunkMessages.chatEnded}`, 'sendRequest']);
    expect(resume.deferred()).toBeNull();
  });

  it('leaves a request the server has not seen yet as it is when it holds no chat', () => {
    const { resume, calls, answer } = setup('requesting');
    resume.resume();
    answer(resumed({ status: 'none' }));
    expect(calls).toEqual([]);
  });

  it('shows the queue position, and cancels when the user asked to meanwhile', () => {
    const { resume, calls, answer, view } = setup('requesting');
    resume.defer('cancel');
    resume.resume();
    answer(resumed({ status: 'waiting', chat_id: LIVE_CHAT_ID }));
    expect(view.status.value).toBe('waiting');
    expect(view.chatId()).toBe(LIVE_CHAT_ID);
    expect(calls).toEqual(['cancel']);
  });

  it('catches up the chat on screen: the agent, the messages missed, then what waited to go out', () => {
    const { resume, calls, answer, view } = setup('active');
    resume.resume();
    answer(resumedWithMaya(liveMessage(5, 'hi')));
    expect(view.agentName.value).toBe('Maya');
    expect(calls).toEqual(['receive 5', 'flush']);
  });

  it('takes up a chat assigned while it was away', () => {
    const { resume, calls, answer } = setup('waiting');
    resume.resume();
    answer(resumedWithMaya(liveMessage(1, 'hi')));
    expect(calls).toEqual([`assign ${LIVE_CHAT_ID} Maya`, 'receive 1']);
  });

  it('forgets what the user asked for when the chat ends', () => {
    const { resume } = setup();
    resume.defer('request');
    resume.defer(null);
    expect(resume.deferred()).toBeNull();
  });
});
