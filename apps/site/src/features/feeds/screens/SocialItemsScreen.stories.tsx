import type { SocialKind } from '@ohmstead/contracts/feeds';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type SocialAdminApi, SocialApiContext } from '../api/social-api';
import { fakeSocialApi } from '../social-fixtures';
import { socialText as t } from '../social-words';
import { SocialItemsScreen } from './SocialItemsScreen';

/**
 * The social items and logos of News & Events (/admin/all-feeds/youtube, /linkedin, /logos). The stories
 * answer the screen's calls from memory (social-fixtures), so they never reach a server.
 */
const meta = {
  title: 'Site/Admin/Feeds/SocialItemsScreen',
  component: SocialItemsScreen,
  args: { api: fakeSocialApi(), kind: 'Youtube' },
  render: ({ api, kind }: { api: SocialAdminApi; kind: SocialKind }) => (
    <SocialApiContext value={api}>
      <SocialItemsScreen kind={kind} />
    </SocialApiContext>
  ),
} satisfies Meta<{ api: SocialAdminApi; kind: SocialKind }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Three videos in their order on the site: the first cannot move up, the last cannot move down. */
export const Videos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: t.kinds.Youtube.caption })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t.moveUpLabel('The Power Router Explained in 3 Minutes') }),
    ).toBeDisabled();
  },
};

/** Moving the second video up: it becomes the first, and says so. */
export const Moved: Story = {
  args: { api: fakeSocialApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = 'Depot Charging Tour: 8 Vans, One Router';
    await userEvent.click(await canvas.findByRole('button', { name: t.moveUpLabel(heading) }));
    await expect(await canvas.findByText(t.movedTo(heading, 1, 3))).toBeVisible();
  },
};

/** The funding logos with their images. */
export const Logos: Story = { args: { api: fakeSocialApi(), kind: 'ExternalLink' } };

/** No LinkedIn post yet: what the site shows instead. */
export const Empty: Story = { args: { api: fakeSocialApi([]), kind: 'LinkedIn' } };

/** While the list loads. */
export const Loading: Story = { args: { api: fakeSocialApi(undefined, { pending: true }) } };

/** The list could not be loaded: the reason and a retry. */
export const Failed: Story = {
  args: { api: fakeSocialApi(undefined, { failList: 'The server could not be reached.' }) },
};

/** A script pasted as a video: refused in the form with the server's own words. */
export const RefusedLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.kinds.Youtube.create }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: t.kinds.Youtube.createTitle,
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Demo');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /YouTube link/ }),
      '<script src="https://evil.example/x.js"></script>',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.create }));
    await expect(await within(dialog).findByText(socialItemMessages.youtubeMarkup)).toBeVisible();
  },
};
