// ESLint flat config for the whole workspace. Formatting is prettier's job (`pnpm lint` runs both).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
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
    // One import order everywhere (docs/decisions/0034-boundaries.md): side-effect modules such as
    // polyfills first, then packages, the `@/` alias and relative modules, style sheets last, so that a
    // component's own CSS comes after what it builds on. Side effects keep their relative order.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000(?!.*\\.css$)', '^node:', '^@?\\w', '^', '^\\.', '^\\u0000.*\\.css$']] },
      ],
    },
  },
  {
    // Code that runs in the browser: the site, the widget, the console, their stories.
    files: [
      'apps/site/src/**',
      'packages/chat-widget/src/**',
      'packages/chat-widget/storybook/**',
      'packages/chat-widget/testing/**',
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
  {
    // The layout of docs/decisions/0034-boundaries.md: who may import whom.
    // Product code: tests and stories may wire whatever they exercise.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        // Resolves relative imports and the workspace packages' `exports` maps alike.
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        },
      },
      'boundaries/include': ['apps/*/src/**', 'packages/*/src/**'],
      'boundaries/files': [
        { category: 'server-entry', pattern: 'apps/server/src/{app,main,prepare-database,shutdown}.ts' },
      ],
      'boundaries/elements': [
        // Server: one plugin per domain; the shared layers; the composition roots that wire plugins.
        {
          type: 'server-plugin',
          pattern: 'apps/server/src/plugins/*',
          capture: ['name'],
          partialMatch: false,
        },
        {
          type: 'server-shared',
          pattern: 'apps/server/src/{http,auth,db,adapters}/**',
          partialMatch: false,
        },
        { type: 'server-composition', pattern: 'apps/server/src/{seed,cli}/**', partialMatch: false },
        // The folder of config.ts and limits.ts (shared) and of the entry points (app.ts wires the plugins).
        { type: 'server-root', pattern: 'apps/server/src', partialMatch: false },
        // Site: features never import each other; app/ composes them.
        { type: 'site-feature', pattern: 'apps/site/src/features/*', capture: ['name'], partialMatch: false },
        {
          type: 'site-shared',
          pattern: 'apps/site/src/{components,lib,styles,test}/**',
          partialMatch: false,
        },
        { type: 'site-app', pattern: 'apps/site/src/**', partialMatch: false },
        { type: 'package', pattern: 'packages/*', capture: ['name'], partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'server-plugin' } },
              disallow: {
                to: {
                  element: {
                    type: 'server-plugin',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
              message:
                'A server plugin imports only shared layers (http/, auth/, db/, adapters/), never another plugin: hand data over through plugin options in app.ts.',
            },
            {
              from: { element: { type: 'server-shared' } },
              disallow: { to: { element: { types: ['server-plugin', 'server-composition'] } } },
              message: 'Shared server layers import no plugin and no composition root.',
            },
            {
              from: { element: { type: 'server-shared' } },
              disallow: { to: { file: { categories: 'server-entry' } } },
              message:
                'Shared server layers import no entry point (app.ts wires the plugins, not the other way).',
            },
            {
              from: { element: { type: 'site-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'site-feature',
                    captured: { name: '!{{ from.element.captured.name }}' },
                  },
                },
              },
              message:
                'Site features do not import each other: app/ composes them, shared code lives in components/ or lib/.',
            },
            {
              from: { element: { type: 'site-shared' } },
              disallow: { to: { element: { types: ['site-feature', 'site-app'] } } },
              message: 'Shared site code knows no feature and no app wiring.',
            },
            {
              from: { element: { type: 'package' } },
              disallow: {
                to: {
                  element: {
                    types: [
                      'server-plugin',
                      'server-shared',
                      'server-composition',
                      'site-feature',
                      'site-shared',
                      'site-app',
                    ],
                  },
                },
              },
              message: 'Packages never import apps.',
            },
            {
              from: { element: { type: 'package', captured: { name: 'agent-console' } } },
              disallow: { to: { element: { type: 'package', captured: { name: 'chat-widget' } } } },
              message:
                'The agent console does not import widget internals: shared pieces live in contracts or chat-format.',
            },
          ],
        },
      ],
    },
  },
);
