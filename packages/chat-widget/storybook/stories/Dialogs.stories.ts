import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { installer, installerConversation, routerConversation } from '../fixtures';
import { withinPanel } from '../panel-queries';
import { widgetFrameMeta, withModalOpen } from '../widget-meta';
import { WidgetFrame } from '../WidgetFrame';

/** docs/product.md §3.2: the disclaimer, the bot-switch confirmation and the image lightbox (the dialogs chunk). */
const meta = {
  title: 'Chat widget/Dialogs',
  component: WidgetFrame,
  ...widgetFrameMeta(),
} satisfies Meta<typeof WidgetFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's Disclaimer: what the assistant is, with the four policy pages. */
export const Disclaimer: Story = {
  args: { setup: withModalOpen('disclaimer') },
};

/** The installer switches from IA to CRM with a conversation open: 'Confirm Bot Switch'. */
export const BotSwitchConfirmation: Story = {
  args: {
    user: installer,
    setup: (store) => {
      store.safetyStripDismissed.value = true;
      store.messages.value = installerConversation();
      store.switchBot('CRM');
    },
  },
};

/** An image of an answer, clicked: the lightbox shows it enlarged. */
export const Lightbox: Story = {
  args: {
    setup: (store) => {
      store.messages.value = routerConversation().slice(0, 2);
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await withinPanel(canvasElement);
    await userEvent.click(
      await panel.findByRole('button', { name: 'Enlarge image: Power Router Universal cabinet' }),
    );
    await panel.findByRole('dialog', { name: 'Power Router Universal cabinet' });
  },
};
