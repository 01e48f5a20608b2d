import type { SocialKind } from '@ohmstead/contracts/feeds';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { adminWords } from '@/components/admin/admin-words';
import { Where } from '@/test/where';
import { type SocialAdminApi, SocialApiContext } from '../api/social-api';
import { fakeSocialApi } from '../social-fixtures';
import { socialText as t } from '../social-words';
import { SocialItemsScreen } from './SocialItemsScreen';

const FIRST = 'The Power Router Explained in 3 Minutes';
const SECOND = 'Depot Charging Tour: 8 Vans, One Router';
const THIRD = 'Medium Voltage to the Chip (Summit Talk)';

function renderScreen(kind: SocialKind = 'Youtube', api: SocialAdminApi = fakeSocialApi(), path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SocialApiContext value={api}>
        <SocialItemsScreen kind={kind} />
      </SocialApiContext>
      <Where />
    </MemoryRouter>,
  );
  return api;
}

const headings = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Types a whole value at once: one paste instead of a key event per character. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('SocialItemsScreen', () => {
  it('lists the videos in their order on the site, with links to them', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: t.kinds.Youtube.caption });
    expect(headings()).toEqual([FIRST, SECOND, THIRD]);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('cell', { name: '1' })).toBeTruthy();
    const link = within(first).getByRole('link', { name: /Video Xq7mP2rLw9A/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=Xq7mP2rLw9A');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: t.moveUpLabel(FIRST) })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: t.moveDownLabel(THIRD) })).toHaveProperty('disabled', true);
    // Videos take no image of ours: no image column.
    expect(screen.queryByRole('columnheader', { name: t.columns.image })).toBeNull();
  });

  it('moves an item with the keyboard, says where it is now, and keeps the focus on it', async () => {
    const api = fakeSocialApi();
    const move = vi.spyOn(api, 'move');
    renderScreen('Youtube', api);
    await screen.findByRole('table');
    screen.getByRole('button', { name: t.moveDownLabel(FIRST) }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(t.movedTo(FIRST, 2, 3))).toBeTruthy();
    await waitFor(() => expect(headings()).toEqual([SECOND, FIRST, THIRD]));
    expect(move).toHaveBeenCalledWith(1, 'down');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: t.moveDownLabel(FIRST) })),
    );
    // At the last place its Move down is disabled: the focus goes to its Move up.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(headings()).toEqual([SECOND, THIRD, FIRST]));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: t.moveUpLabel(FIRST) })),
    );
  });

  it('follows an item moved onto the previous page', async () => {
    const api = fakeSocialApi(
      Array.from({ length: 11 }, (_, index) => ({
        id: index + 1,
        kind: 'Youtube' as const,
        heading: `Video ${index + 1}`,
        link: `https://www.youtube.com/watch?v=${String(index).padStart(11, 'a')}`,
        videoId: String(index).padStart(11, 'a'),
        imageUrl: null,
        dateCreated: '2026-03-01T09:00:00.000Z',
        updatedAt: '2026-03-01T09:00:00.000Z',
      })),
    );
    renderScreen('Youtube', api, '/?page=2&pageSize=10');
    await userEvent.click(await screen.findByRole('button', { name: t.moveUpLabel('Video 11') }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?page=1&pageSize=10'));
    await waitFor(() => expect(headings().at(-1)).toBe('Video 11'));
  });

  it('shows the move buttons only in the order of the site', async () => {
    renderScreen('Youtube', fakeSocialApi(), '/?sort=heading&dir=asc');
    await screen.findByRole('table');
    expect(headings()).toEqual([SECOND, THIRD, FIRST]);
    expect(screen.getByText(t.moveHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
  });

  it('adds a video from a pasted link; a script or a foreign frame is refused in the form', async () => {
    const api = fakeSocialApi();
    const create = vi.spyOn(api, 'create');
    renderScreen('Youtube', api);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: t.kinds.Youtube.create }));
    const dialog = screen.getByRole('dialog', { name: t.kinds.Youtube.createTitle });
    expect(within(dialog).queryByLabelText(t.form.image)).toBeNull();
    await fill(within(dialog).getByRole('textbox', { name: /Title/ }), 'Launch day');
    const link = within(dialog).getByRole('textbox', { name: /YouTube link/ });
    await fill(link, '<iframe src="https://evil.example/embed/x"></iframe>');
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.create }));
    expect(await within(dialog).findByText(socialItemMessages.youtubeMarkup)).toBeTruthy();
    await userEvent.clear(link);
    await fill(link, 'javascript:alert(1)');
    await userEvent.tab();
    expect(await within(dialog).findByText(socialItemMessages.youtubeInvalid)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await fill(link, 'https://youtu.be/dQw4w9WgXcQ?si=share');
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.create }));
    expect(await screen.findByText(socialItemMessages.created)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(headings()[0]).toBe('Launch day'));
    expect(screen.getByRole('link', { name: /Video dQw4w9WgXcQ/ })).toBeTruthy();
  });

  it('asks a new logo for an image, and refuses an SVG before uploading', async () => {
    const api = fakeSocialApi();
    const create = vi.spyOn(api, 'create');
    renderScreen('ExternalLink', api);
    await screen.findByRole('table', { name: t.kinds.ExternalLink.caption });
    expect(document.querySelectorAll('tbody img')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: t.kinds.ExternalLink.create }));
    const dialog = screen.getByRole('dialog', { name: t.kinds.ExternalLink.createTitle });
    await fill(within(dialog).getByRole('textbox', { name: /Title/ }), 'Charge Weekly');
    await fill(
      within(dialog).getByRole('textbox', { name: /Article address/ }),
      'https://press.example.com/a',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.create }));
    expect(await within(dialog).findByText(socialItemMessages.imageRequired)).toBeTruthy();
    const image = within(dialog).getByLabelText(/Image/);
    await userEvent.upload(image, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    expect(within(dialog).getByText(socialItemMessages.imageType)).toBeTruthy();
    await userEvent.upload(
      image,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.form.create }));
    expect(await screen.findByText(socialItemMessages.created)).toBeTruthy();
    expect(create).toHaveBeenCalledWith(
      'ExternalLink',
      { heading: 'Charge Weekly', link: 'https://press.example.com/a' },
      expect.objectContaining({ name: 'logo.png' }),
    );
  });

  it('edits a post in its row, keeping its image, and deletes after a confirmation', async () => {
    renderScreen('LinkedIn');
    await screen.findByRole('table', { name: t.kinds.LinkedIn.caption });
    const heading = 'We are hiring field services engineers';
    await userEvent.click(screen.getByRole('button', { name: t.editLabel(heading) }));
    const dialog = screen.getByRole('dialog', { name: t.kinds.LinkedIn.editTitle });
    expect(within(dialog).getByText(t.form.currentImage)).toBeTruthy();
    expect(within(dialog).getByText(t.form.imageKeepHint)).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await fill(title, 'Still hiring');
    await userEvent.click(within(dialog).getByRole('button', { name: adminWords.save }));
    expect(await screen.findByText(socialItemMessages.updated)).toBeTruthy();
    expect(headings()).toEqual(['Still hiring']);

    await userEvent.click(screen.getByRole('button', { name: t.deleteLabel('Still hiring') }));
    const confirm = screen.getByRole('dialog', { name: t.deleteTitle });
    expect(confirm.textContent).toContain('"Still hiring"');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: adminWords.cancel }));
    await userEvent.click(within(confirm).getByRole('button', { name: t.delete }));
    expect(await screen.findByText(socialItemMessages.deleted)).toBeTruthy();
    expect(await screen.findByText(t.kinds.LinkedIn.none)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: t.kinds.LinkedIn.create })),
    );
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    const api = fakeSocialApi();
    vi.spyOn(api, 'list').mockResolvedValueOnce({ ok: false, status: 500, message: 'Server down' });
    renderScreen('Youtube', api);
    expect((await screen.findByRole('alert')).textContent).toContain('Server down');
    await userEvent.click(screen.getByRole('button', { name: adminWords.retry }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
