import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceAlias } from './build/source-alias';

export default defineProject({
  plugins: [react()],
  resolve: { alias: [sourceAlias] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
