import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceAlias } from './build/source-alias.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: [sourceAlias] },
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // jsdom has no showModal(): the workspace's stand-in (docs/decisions/0037-native-dialogs.md).
    setupFiles: ['../../vitest.dialog-polyfill.ts', 'src/test/setup.ts'],
    // A screen's first render in jsdom takes under a second alone and over five with the whole suite on two
    // shared cores (docs/decisions/0002-test-command.md): vitest's 5 s default is not a bound on our code.
    testTimeout: 15_000,
  },
});
