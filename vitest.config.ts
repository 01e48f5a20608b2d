import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/chat-widget',
      'packages/agent-console',
      'apps/server',
      'apps/site',
    ],
  },
});
