import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'agent-console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom has no showModal(): the workspace's stand-in (docs/decisions/0037-native-dialogs.md).
    setupFiles: ['../../vitest.dialog-polyfill.ts'],
    // As the site's: a first render in jsdom with the whole suite on two shared cores can pass vitest's 5 s
    // default (docs/decisions/0002-test-command.md).
    testTimeout: 15_000,
  },
});
