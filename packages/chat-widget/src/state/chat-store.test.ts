import { type BotAnswer, chatMessages, withoutGuidelinesMarker } from '@ohmstead/contracts/chat';
import { describe, expect, it, vi } from 'vitest';
import { testChatStore } from '../../testing/test-chat-store';
import { INSTALLER, memoryStorage } from '../../testing/test-fixtures';
import { HISTORY_EXPIRY_MS, INACTIVITY_LIMIT_MS, POST_OPEN_DELAY_MS, STORAGE_KEYS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { acknowledgeSafety } from '../safety/acknowledge-safety';

/** What the server issues with a guest's first answer (auth/chat-session.ts). */
const ISSUED_SESSION = 'Issued-by-the-server-0000000000000000000000';

const answer = (message: unknown, extra: Partial<BotAnswer> = {}): Response =>
  new Response(JSON.stringify({ session_id: 's', message, response_model: 'test', sources: [], ...extra }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function setup(
  options: { user?: ChatWidgetUser | null; storage?: Storage; fetch?: typeof fetch; now?: () => number } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const fetchMock = vi.fn(
    options.fetch ?? (async () => answer('The Power Router routes power.', { chat_session: ISSUED_SESSION })),
  );
  const emit = vi.fn();
  const store = testChatStore({
    user: options.user ?? null,
    emit,
    storage,
    fetch: fetchMock,
    now: options.now,
  });
  return { store, storage, fetchMock, emit };
}

const urls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));

describe('the chat store (docs/product.md §3.4)', () => {
  it('sends a question with the guest name and shows the answer', async () => {
    const { store, fetchMock, emit } = setup();
    await store.send('  What is a power router?  ');
    expect(store.messages.value.map((m) => [m.type, m.text])).toEqual([
      ['message-user', 'What is a power router?'],
      ['message-system', 'The Power Router routes power.'],
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(
      'https://widget.example/bot/crm/answer?question=What+is+a+power+router%3F&username=guest',
    );
    // No cookie is read anywhere: the call carries none to another site (docs/security.md).
    expect((init as RequestInit).credentials).toBeUndefined();
    expect(emit).toHaveBeenCalledWith('message', expect.objectContaining({ type: 'message-user' }));
  });

  it('keeps the HTML the server rendered with the answer, and stores it with the history', async () => {
    const storage = memoryStorage();
    const html = '<p>The <strong>Power Router</strong> routes power.</p>\n';
    const { store } = setup({
      storage,
      fetch: async () => answer('The **Power Router** routes power.', { html }),
    });
    await store.send('What is it?');
    expect(store.messages.value.at(-1)).toMatchObject({ text: 'The **Power Router** routes power.', html });
    const restored = setup({ storage });
    expect(restored.store.messages.value.at(-1)).toMatchObject({ html });
  });

  it('keeps the chat session the server issues and sends it from then on, never one of its own', async () => {
    const issued = ISSUED_SESSION;
    const { store, storage, fetchMock } = setup({
      fetch: vi
        .fn()
        .mockResolvedValueOnce(answer('First.', { chat_session: issued }))
        .mockResolvedValue(answer('Second.')),
    });
    await store.send('First question');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).headers).not.toHaveProperty('x-chat-session');
    expect(storage.getItem(STORAGE_KEYS.chatSessionId)).toBe(issued);
    await store.send('Second question');
    expect((fetchMock.mock.calls[1]![1] as RequestInit).headers).toHaveProperty('x-chat-session', issued);
  });

  it('deletes no history for a guest the server never issued a session', () => {
    const { store, fetchMock } = setup();
    store.setUser(INSTALLER);
    expect(urls(fetchMock).filter((url) => url.includes('username=guest'))).toEqual([]);
  });

  it('waits 300 ms after the panel opened before a starter question goes out (docs/product.md §3.4)', async () => {
    vi.useFakeTimers();
    try {
      let clock = 1_000;
      const { store, fetchMock } = setup({ now: () => clock });
      store.markOpened();
      clock += 100;
      store.askStarter('What is a power router?');
      await vi.advanceTimersByTimeAsync(POST_OPEN_DELAY_MS - 100 - 1);
      expect(urls(fetchMock).filter((url) => url.includes('/answer'))).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(urls(fetchMock).filter((url) => url.includes('question=What'))).toHaveLength(1);
      // Long after opening, a starter goes out at once.
      clock += 10_000;
      store.askStarter('Where is it made?');
      await vi.advanceTimersByTimeAsync(0);
      expect(urls(fetchMock).filter((url) => url.includes('question=Where'))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends a blank message, nor one while an answer is loading', async () => {
    const { store, fetchMock } = setup();
    await store.send('   ');
    expect(fetchMock).not.toHaveBeenCalled();
    store.loading.value = true;
    await store.send('Hello');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('retries a failed call twice, then shows the 429 banner', async () => {
    const { store, fetchMock } = setup({ fetch: async () => new Response('{}', { status: 429 }) });
    await store.send('Hi');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.tooManyRequests.value).toBe(true);
    expect(store.messages.value).toHaveLength(1);
  });

  it('does not retry a 429 whose Retry-After outlasts the next pause, and shows the banner', async () => {
    const refused = () => new Response('{}', { status: 429, headers: { 'retry-after': '42' } });
    const { store, fetchMock } = setup({ fetch: async () => refused() });
    await store.send('Hi');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.tooManyRequests.value).toBe(true);
  });

  it('retries a 429 whose Retry-After fits the pause, and shows the answer that follows', async () => {
    let calls = 0;
    const { store, fetchMock } = setup({
      fetch: async () =>
        ++calls === 1
          ? new Response('{}', { status: 429, headers: { 'retry-after': '1' } })
          : answer('Hello!'),
    });
    await store.send('Hi');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.tooManyRequests.value).toBe(false);
    expect(store.messages.value.at(-1)?.text).toBe('Hello!');
  });

  it('shows the error text after three failures of another kind', async () => {
    const { store, fetchMock } = setup({ fetch: async () => new Response('{}', { status: 500 }) });
    await store.send('Hi');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.messages.value.at(-1)?.text).toBe(chatMessages.botError);
    expect(store.tooManyRequests.value).toBe(false);
  });

  it('takes an answer that is not a bot answer for a failed call: nothing of it is shown or kept', async () => {
    const malformed = [
      { session_id: 's', message: 'Hi', response_model: 'test', sources: [{ document: 'Products' }] },
      { session_id: 's', message: 'Hi', response_model: 'test', sources: [], html: 42 },
      { session_id: 's', message: 'Hi', sources: [], chat_session: ISSUED_SESSION },
      ['not', 'an', 'answer'],
    ];
    for (const body of malformed) {
      const { store, fetchMock, storage } = setup({
        fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
      });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await store.send('Hi');
      logged.mockRestore();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(store.messages.value.map((m) => m.text)).toEqual(['Hi', chatMessages.botError]);
      expect(storage.getItem(STORAGE_KEYS.chatSessionId)).toBeNull();
    }
  });

  it('answers a non-string reply with the not-understood text', async () => {
    const { store } = setup({ fetch: async () => answer({ text: 'object' }) });
    await store.send('Hi');
    expect(store.messages.value.at(-1)?.text).toBe(chatMessages.notUnderstood);
  });

  it('offers consent buttons for "Connect live agent" (drawn by the live chunk, which it loads); no goes on with the AI', async () => {
    const { store } = setup({ fetch: async () => answer('Connect live agent') });
    await store.send('I want a human');
    const offer = store.messages.value.at(-1)!;
    expect(offer).toMatchObject({ actions: ['consent'], live: true });
    await vi.waitFor(() => expect(store.live.value).not.toBeNull(), { timeout: 5_000 });
    store.live.value!.answerConsent(offer.id, false);
    expect(store.messages.value.at(-1)!.text).toBe(chatMessages.consentDeclined);
    expect(store.messages.value.find((m) => m.id === offer.id)?.actions).toBeUndefined();
    expect(store.liveMode.value).toBe(false);
  });

  it('offers a live agent after a reply naming the support phone', async () => {
    const { store } = setup({ fetch: async () => answer('Call us at +1 (919) 555-0142.') });
    await store.send('phone?');
    expect(store.messages.value.at(-1)?.text).toBe(chatMessages.liveAgentOffer);
    expect(store.messages.value.at(-1)?.actions).toEqual(['consent']);
  });

  it('adds the images form for "Image Upload Request"', async () => {
    const { store } = setup({ fetch: async () => answer('Image Upload Request') });
    await store.send('Can I send photos?');
    expect(store.messages.value.at(-1)).toMatchObject({
      text: chatMessages.imageUploadPrompt,
      imageForm: true,
    });
  });

  it('IA answers carry guidelines unless the marker says none are required', async () => {
    let reply = 'Ground the cabinet to 4 ohm or less.';
    const { store } = setup({
      user: { ...INSTALLER, isSafetyCheck: false },
      fetch: async () => answer(reply),
    });
    expect(store.bot.value).toBe('IA');
    await store.send('Grounding?');
    expect(store.messages.value.at(-1)).toMatchObject({ guidelines: true, text: reply });
    reply = 'The cabinet is rated IP65.\n\nNo Safety Guidelines Required';
    await store.send('Rating?');
    expect(store.messages.value.at(-1)).toMatchObject({
      guidelines: false,
      text: 'The cabinet is rated IP65.',
    });
    expect(withoutGuidelinesMarker(reply)).toBe('The cabinet is rated IP65.');
    expect(withoutGuidelinesMarker('Ground it.')).toBeNull();
  });

  it('switches bot at once without messages and asks first with messages', async () => {
    const { store, fetchMock } = setup({
      user: { ...INSTALLER, isSafetyCheck: false },
      storage: memoryStorage({ [STORAGE_KEYS.loginStatus]: 'true' }),
    });
    store.switchBot('CRM');
    expect(store.bot.value).toBe('CRM');
    expect(store.modal.value).toBeNull();
    await store.send('Hello');
    store.switchBot('IA');
    expect(store.modal.value).toBe('bot-switch');
    expect(store.pendingBot.value).toBe('IA');
    store.confirmBotSwitch();
    expect(store.bot.value).toBe('IA');
    expect(store.messages.value).toEqual([]);
    expect(urls(fetchMock).filter((url) => url.includes('delete_history'))).toEqual([
      'https://widget.example/bot/crm/delete_history?username=installer',
      'https://widget.example/bot/ia/delete_history?username=installer',
    ]);
  });

  it('keeps selectedBot only for signed-in users', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.selectedBot]: '1' });
    setup({ storage });
    expect(storage.getItem(STORAGE_KEYS.selectedBot)).toBeNull();
    const signedIn = setup({
      user: INSTALLER,
      storage: memoryStorage({ [STORAGE_KEYS.loginStatus]: 'true' }),
    });
    expect(signedIn.storage.getItem(STORAGE_KEYS.selectedBot)).toBe('1');
    signedIn.store.switchBot('CRM');
    expect(signedIn.storage.getItem(STORAGE_KEYS.selectedBot)).toBe('0');
  });

  it('a login change updates lg_status, defaults to IA, deletes history and resets', async () => {
    const { store, storage, fetchMock } = setup();
    await store.send('Hello');
    expect(storage.getItem(STORAGE_KEYS.loginStatus)).toBeNull();
    store.setUser(INSTALLER);
    expect(storage.getItem(STORAGE_KEYS.loginStatus)).toBe('true');
    expect(store.bot.value).toBe('IA');
    expect(store.messages.value).toEqual([]);
    expect(urls(fetchMock).some((url) => url.includes('/bot/crm/delete_history?username=guest'))).toBe(true);
    store.setUser(null);
    expect(storage.getItem(STORAGE_KEYS.loginStatus)).toBe('false');
    expect(store.bot.value).toBe('CRM');
  });

  it('restores history, drops consent buttons, and discards it after 900 s or when corrupt', async () => {
    let now = Date.parse('2026-11-21T10:00:00Z');
    const storage = memoryStorage();
    const first = setup({ storage, now: () => now, fetch: async () => answer('Connect live agent') });
    await first.store.send('agent please');
    expect(first.store.messages.value.at(-1)?.actions).toEqual(['consent']);

    now += HISTORY_EXPIRY_MS - 1000;
    const second = setup({ storage, now: () => now });
    expect(second.store.messages.value).toHaveLength(2);
    expect(second.store.messages.value.at(-1)?.actions).toBeUndefined();

    now += 2000 + HISTORY_EXPIRY_MS;
    const third = setup({ storage, now: () => now });
    expect(third.store.messages.value).toEqual([]);

    const corrupt = setup({ storage: memoryStorage({ [STORAGE_KEYS.messages]: '{not json' }) });
    expect(corrupt.store.messages.value).toEqual([]);
    const wrongShape = setup({ storage: memoryStorage({ [STORAGE_KEYS.messages]: '[{"id":1}]' }) });
    expect(wrongShape.store.messages.value).toEqual([]);
  });

  it('warns at 600 s idle with the seconds left, expires at 900 s and deletes the backend history', async () => {
    let now = 0;
    const { store, fetchMock, emit } = setup({ now: () => now });
    await store.send('Hello');
    now = 599_000;
    store.session.check();
    expect(store.session.warningVisible.value).toBe(false);
    now = 600_000;
    store.session.check();
    expect(store.session.warningVisible.value).toBe(true);
    expect(store.session.remainingSeconds.value).toBe(300);
    store.session.activity();
    expect(store.session.warningVisible.value).toBe(false);
    now += INACTIVITY_LIMIT_MS;
    store.session.check();
    expect(store.session.expired.value).toBe(true);
    expect(emit).toHaveBeenCalledWith('session-expired', undefined);
    expect(urls(fetchMock).some((url) => url.includes('delete_history'))).toBe(true);
    // Sending after expiry starts a fresh chat first.
    await store.send('Back again');
    expect(store.session.expired.value).toBe(false);
    expect(store.messages.value[0]?.text).toBe('Back again');
  });

  it('records the safety acknowledgement locally and on the server', async () => {
    const { store, fetchMock, emit } = setup({
      user: INSTALLER,
      storage: memoryStorage({ [STORAGE_KEYS.loginStatus]: 'true' }),
      fetch: async () =>
        new Response(JSON.stringify({ responseStatusCode: 200, message: 'ok' }), { status: 200 }),
    });
    expect(store.safetyWizardDue.value).toBe(true);
    await acknowledgeSafety(store, '2026-11-21a');
    expect(store.user.value?.isSafetyCheck).toBe(false);
    expect(store.safetyWizardDue.value).toBe(false);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe(
      'https://widget.example/api/Auth/DismissSafetyCheck?userId=4&contentVersion=2026-11-21a',
    );
    expect((init as RequestInit).headers).toEqual({ authorization: 'Bearer token-1' });
    expect(emit).toHaveBeenCalledWith('safety-acknowledged', { userId: 4, contentVersion: '2026-11-21a' });
  });
});
