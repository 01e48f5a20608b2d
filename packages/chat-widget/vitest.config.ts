import { defineProject } from 'vitest/config';

export default defineProject({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    name: 'chat-widget',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
