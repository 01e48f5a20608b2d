import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['packages/contracts', 'packages/chat-widget', 'apps/server', 'apps/site'] },
});
