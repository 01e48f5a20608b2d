// ESLint flat config for the whole workspace. Formatting is prettier's job (`pnpm lint` runs both).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/storybook-static/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      '**/.data/',
      'apps/server/assets/',
      '.lighthouse/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Code that runs in the browser: the site, the widget, the console, their stories.
    files: [
      'apps/site/src/**',
      'packages/chat-widget/src/**',
      'packages/chat-format/src/**',
      'packages/agent-console/src/**',
      'stories/**',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The EV charger app's service worker (apps/site/public/admin/ev-app-sw.js).
    files: ['apps/site/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
);
