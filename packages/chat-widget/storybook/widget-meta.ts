import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ChatWidgetUser } from '../src/public-api';
import type { ChatStore } from '../src/state/types';
import type { WidgetFrame } from './WidgetFrame';

/**
 * What every story file of the open panel shares beside its title and `component: WidgetFrame` (which
 * Storybook reads from the file itself): centred on the canvas, a guest unless `user` says otherwise, and
 * a spy for the minimise button.
 */
export function widgetFrameMeta(user: ChatWidgetUser | null = null) {
  return {
    parameters: { layout: 'centered' },
    args: { user, onMinimise: fn() },
  } satisfies Partial<Meta<typeof WidgetFrame>>;
}

/** A story's setup that opens one of the panel's modals (as its header or footer button does). */
export function withModalOpen(modal: Parameters<ChatStore['openModal']>[0]) {
  return (store: ChatStore) => store.openModal(modal);
}
