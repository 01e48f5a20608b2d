import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Where } from '@/test/where';
import { type FeedsAdminApi, FeedsApiContext } from '../api/feeds-api';
import { fakeFeedsApi } from '../feeds-fixtures';
import { feedsText as t } from '../feeds-words';
import { FeedsScreen } from './FeedsScreen';

function renderScreen(api: FeedsAdminApi = fakeFeedsApi(), path = '/admin/all-feeds') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FeedsApiContext value={api}>
        <FeedsScreen />
      </FeedsApiContext>
      <Where />
    </MemoryRouter>,
  );
  return api;
}

const row = (heading: string) => screen.getByRole('rowheader', { name: heading }).closest('tr')!;

describe('FeedsScreen', () => {
  // The form loads its editor on demand; loaded once here, as a browser has it a moment after the form opens.
  beforeAll(async () => {
    await import('../components/editor/RichTextEditor');
  });

  it('lists every feed with its type, status and media, newest first', async () => {
    renderScreen();
    await screen.findByRole('table');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((tr) => within(tr).getByRole('rowheader').textContent)).toEqual([
      'Ohmstead opens its second assembly line',
      'Bidirectional chargers reach 500 sites',
      'Cutting idle losses in a 40 MW data hall',
    ]);
    const scheduled = row('Ohmstead opens its second assembly line');
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduled).getByText('Press Release')).toBeTruthy();
    expect(within(scheduled).getByRole('button', { name: /Publish now/ })).toBeTruthy();
    expect(within(scheduled).queryByRole('link', { name: /View/ })).toBeNull();
    const published = row('Bidirectional chargers reach 500 sites');
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).getByText('2 files')).toBeTruthy();
    expect(within(published).getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      '/News/bidirectional-chargers-reach-500-sites/40',
    );
  });

  it('filters by type and status and searches headings on the server, the view in the URL', async () => {
    const api = renderScreen();
    const list = vi.spyOn(api, 'list');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.typeFilter }), 'News');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(new URLSearchParams(list.mock.lastCall![0]).get('feedType')).toBe('News');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.statusFilter }), t.scheduled);
    expect(await screen.findByText(t.noMatch)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t.statusFilter }), '');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.paste('nothing like it');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(t.noMatch)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?feedType=News&search=nothing+like+it');
  });

  it('sorts by a column on the server and opens the view a link names', async () => {
    const api = fakeFeedsApi();
    const list = vi.spyOn(api, 'list');
    renderScreen(api, '/admin/all-feeds?sort=heading&dir=asc');
    await screen.findByRole('table');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Bidirectional chargers reach 500 sites',
      'Cutting idle losses in a 40 MW data hall',
      'Ohmstead opens its second assembly line',
    ]);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(t.columns.type) }));
    await waitFor(() => expect(new URLSearchParams(list.mock.lastCall![0]).get('sort')).toBe('feedType'));
    expect(
      screen.getByRole('columnheader', { name: new RegExp(t.columns.type) }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('publishes a scheduled feed now and says so above the table', async () => {
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('button', { name: 'Publish now: Ohmstead opens its second assembly line' }),
    );
    expect(await screen.findByText('The feed has been published.')).toBeTruthy();
    await waitFor(() =>
      expect(within(row('Ohmstead opens its second assembly line')).getByText('Published')).toBeTruthy(),
    );
  });

  it('asks before deleting, naming the feed; Cancel keeps it, Delete removes it', async () => {
    renderScreen();
    await screen.findByRole('table');
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete Bidirectional chargers reach 500 sites' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Delete this feed?' });
    expect(dialog.textContent).toContain('"Bidirectional chargers reach 500 sites"');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('Bidirectional chargers reach 500 sites')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete Bidirectional chargers reach 500 sites' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Delete this feed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The feed has been deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Bidirectional chargers reach 500 sites' })).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create feed' }));
  });

  it('creates a feed, then takes images and PDFs for it, and goes back to the list', async () => {
    renderScreen(fakeFeedsApi([]));
    expect(await screen.findByText('No feeds yet. Create the first one.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create feed' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Create a feed' }));
    expect(screen.getByText('Save the feed first; then you can add images and PDFs.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Feed type/ }), 'News');
    await userEvent.type(screen.getByRole('textbox', { name: /Heading/ }), 'Brand new');
    const editor = await screen.findByRole('textbox', { name: /Description/ });
    editor.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Body' }));
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Edit feed' })).toBeTruthy();

    const file = screen.getByLabelText('Image or PDF file');
    await userEvent.upload(file, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(
      screen.getByText('Only JPEG, PNG, GIF or WebP images and PDF documents are allowed.'),
    ).toBeTruthy();
    await userEvent.upload(
      file,
      new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('photo.png was uploaded.')).toBeTruthy();
    const files = screen.getByRole('list', { name: 'Files of this feed' });
    expect(within(files).getByText('Default image')).toBeTruthy();
    expect(files.querySelector('img')?.getAttribute('src')).toBe('/assets/uploads/feeds/100/photo.png');

    await userEvent.upload(file, new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' }));
    expect((screen.getByRole('checkbox', { name: /Default image/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('brochure.pdf was uploaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove brochure.pdf' }));
    expect(await screen.findByText('brochure.pdf was removed.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await screen.findByRole('rowheader', { name: 'Brand new' });
    expect(within(row('Brand new')).getByText('1 file')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Brand new' })),
    );
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    const api = fakeFeedsApi();
    vi.spyOn(api, 'list').mockResolvedValueOnce({ ok: false, status: 500, message: 'Server down' });
    renderScreen(api);
    expect((await screen.findByRole('alert')).textContent).toContain('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
