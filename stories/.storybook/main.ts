import type { StorybookConfig } from '@storybook/react-vite';
import { sourceAlias } from '../../apps/site/build/source-alias';

/**
 * The chat widget's components are Preact (packages/chat-widget/tsconfig.json: jsxImportSource preact);
 * everything else here is React, the widget's stories and frames too (they sit outside its src/, in
 * packages/chat-widget/storybook/). Query strings (`?import`) may follow the file name.
 */
const WIDGET_TSX = /[\\/]packages[\\/]chat-widget[\\/]src[\\/][^?]*\.tsx(?:\?|$)/;
const PREACT_PRAGMA = '/** @jsxImportSource preact */ ';

type AliasOption = NonNullable<
  NonNullable<Parameters<NonNullable<StorybookConfig['viteFinal']>>[0]['resolve']>['alias']
>;

/** Vite takes aliases as an object or a list; the list form keeps them all. */
const toAliasArray = (alias: AliasOption | undefined) =>
  Array.isArray(alias)
    ? alias
    : Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }));

/**
 * Stories live beside their components (apps/site/src, each package's src;
 * docs/decisions/0035-where-code-lives.md), except the chat widget's: they sit with the frames they share
 * in packages/chat-widget/storybook/, so that nothing in the widget's src/ imports the code that shows it.
 * Telemetry is off: the build must work offline and send nothing.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../../apps/site/src/**/*.stories.@(ts|tsx)',
    '../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../../packages/chat-widget/storybook/stories/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  // The widget stories' images (answers, safety symbols) and the installation manual, as the server
  // serves them under its asset base. Not `/assets`: that is where Vite puts the built code.
  staticDirs: [
    { from: '../../apps/server/assets/images', to: '/widget-assets/images' },
    { from: '../../apps/server/assets/documents', to: '/widget-assets/documents' },
  ],
  viteFinal(viteConfig) {
    // One JSX transform (Vite's oxc) for every file, told explicitly which runtime each file uses, so no
    // tsconfig.json found near a file decides it (stories/tsconfig.json type-checks with Preact's JSX):
    // React's automatic runtime by default (the site, the stories), Preact's for the widget's .tsx
    // files, given the way a single file asks for it: a leading @jsxImportSource pragma, which oxc honours
    // over its options. Prepended to the first line, so only that line's columns shift in source maps.
    // There is no @vitejs/plugin-react in this build (the react-vite framework does not add one); should
    // one be added, it must get `exclude: WIDGET_TSX`.
    // The site's stories import across its folders through `@/`.
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = [...toAliasArray(viteConfig.resolve.alias), sourceAlias];
    viteConfig.oxc = { ...viteConfig.oxc, jsx: { runtime: 'automatic', importSource: 'react' } };
    viteConfig.plugins = [
      {
        name: 'ohmstead:widget-preact-jsx',
        enforce: 'pre',
        transform: {
          filter: { id: WIDGET_TSX },
          // The widget's stories and frames are React: they sit in packages/chat-widget/storybook/,
          // where this filter does not reach.
          handler: (code: string) => ({ code: PREACT_PRAGMA + code, map: null }),
        },
      },
      ...(viteConfig.plugins ?? []),
    ];
    // react-router's "use client" directives mean nothing in a client-only bundle; the bundler's
    // warning about each of them would bury real problems in the build log.
    viteConfig.build ??= {};
    viteConfig.build.rolldownOptions ??= {};
    viteConfig.build.rolldownOptions.onwarn = (warning, warn) => {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
    };
    // Storybook's own preview bundle (axe, the docs renderer) is large by nature; it is a dev tool.
    viteConfig.build.chunkSizeWarningLimit = 2048;
    return viteConfig;
  },
};

export default config;
