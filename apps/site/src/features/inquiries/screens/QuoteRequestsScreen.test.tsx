import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type InquiriesApi, InquiriesApiContext } from '../api/inquiries-api';
import { fakeInquiriesApi } from '../inquiries-fixtures';
import { quotesWords as t } from '../inquiries-words';
import { QuoteRequestsScreen } from './QuoteRequestsScreen';

const renderScreen = (api: InquiriesApi) =>
  render(
    <MemoryRouter initialEntries={['/admin/quote-request-summary']}>
      <InquiriesApiContext value={api}>
        <QuoteRequestsScreen />
      </InquiriesApiContext>
    </MemoryRouter>,
  );

describe('QuoteRequestsScreen', () => {
  it('lists the quote requests with their files, serial numbers and status with who set it', async () => {
    renderScreen(fakeInquiriesApi());
    const table = await screen.findByRole('table', { name: t.caption });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Priya Natarajan');
    expect(within(first!).getByText(t.noFiles)).toBeTruthy();
    expect(second!.textContent).toContain(t.serial('4410027'));
    expect(within(second!).getByRole('button', { name: 'Download lugs.jpg' })).toBeTruthy();
    expect(second!.textContent).toContain('Set by Max Alvarez');
    expect(
      (within(second!).getByRole('combobox', { name: t.statusOf('Lena Fischer') }) as HTMLSelectElement)
        .value,
    ).toBe('quoted');
  });

  it('sets a status in the row and shows who set it', async () => {
    const api = fakeInquiriesApi();
    const setQuoteStatus = vi.fn(api.setQuoteStatus);
    renderScreen({ ...api, setQuoteStatus });
    const status = await screen.findByRole('combobox', { name: t.statusOf('Priya Natarajan') });
    await userEvent.selectOptions(status, 'quoted');
    expect(await screen.findByText(t.saved('Priya Natarajan', 'Quoted'))).toBeTruthy();
    expect(setQuoteStatus).toHaveBeenCalledWith(12, 'quoted');
    // The same control: the row is updated, not rebuilt (a rebuilt one would lose the keyboard focus).
    expect((status as HTMLSelectElement).value).toBe('quoted');
    expect(status.isConnected).toBe(true);
    expect(status.closest('td')!.textContent).toContain('Set by Max Alvarez');
  });

  it('says why a status could not be set', async () => {
    const api = fakeInquiriesApi();
    renderScreen({
      ...api,
      setQuoteStatus: async () => ({
        ok: false,
        status: 403,
        message: 'You do not have permission to do this.',
      }),
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: t.statusOf('Priya Natarajan') }),
      'closed',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      t.saveFailed('You do not have permission to do this.'),
    );
  });

  it('says so when there is no quote request', async () => {
    renderScreen(fakeInquiriesApi({ state: 'empty' }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});
