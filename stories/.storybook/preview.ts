import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '../../apps/site/src/styles/global.css';

const preview: Preview = {
  // Site components render react-router links: every story gets a router of its own, at the address its
  // `parameters.route` names (a screen that reads its query, e.g. the EV charger app's `?session=`).
  decorators: [
    (Story, context) =>
      createElement(
        MemoryRouter,
        { initialEntries: [(context.parameters.route as string | undefined) ?? '/'] },
        createElement(Story),
      ),
  ],
  parameters: {
    layout: 'padded',
    // Axe findings fail the story's accessibility check rather than only being listed.
    a11y: { test: 'error' },
  },
};

export default preview;
