import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * `@/…` is `apps/site/src/…` (tsconfig.json `paths` says the same to TypeScript and the linter): an import
 * that leaves its own feature or shared folder starts from the top instead of climbing folders. Used by
 * the build (vite.config.ts), the unit tests (vitest.config.ts) and Storybook (stories/.storybook/main.ts).
 */
export const sourceAlias: Alias = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('../src/', import.meta.url)),
};
