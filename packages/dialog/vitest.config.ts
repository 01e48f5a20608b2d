import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'dialog',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom has no showModal(): the workspace's stand-in (docs/decisions/0037-native-dialogs.md).
    setupFiles: ['../../vitest.dialog-polyfill.ts'],
  },
});
