import { createBotClient } from '../src/bot/bot-client';
import { defaultConfig } from '../src/config/widget-config';
import { loadLive } from '../src/panel/chunks';
import { type ChatStoreDeps, createChatStore } from '../src/state/chat-store';
import { memoryStorage } from './test-fixtures';

/** The widget's configuration in unit tests: every service URL starts with https://widget.example. */
export const TEST_CONFIG = defaultConfig('https://widget.example', '');

/**
 * A chat store as the unit tests drive it: a guest, no timers, the test's fetch, a fresh memory storage
 * unless the test hands one (or null), and a bot client whose retries wait for nothing. Whatever else the
 * test names replaces the default.
 */
export function testChatStore(deps: Partial<ChatStoreDeps> & { fetch: typeof fetch }) {
  const config = deps.config ?? TEST_CONFIG;
  const storage = deps.storage === undefined ? memoryStorage() : deps.storage;
  return createChatStore({
    config,
    user: null,
    requestedBot: null,
    emit: () => {},
    botClient: createBotClient({ config, storage, fetch: deps.fetch, sleep: async () => {} }),
    startTimers: false,
    loadLive,
    ...deps,
    storage,
  });
}
