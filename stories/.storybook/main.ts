import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Stories live beside their components (apps/site/src/**) and, for anything without a home there,
 * in stories/. Telemetry is off: the build must work offline and send nothing.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../apps/site/src/**/*.stories.@(ts|tsx)', '../**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
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
