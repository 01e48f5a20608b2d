import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { channelFilterWords } from '@/components/admin/enquiry-channel-words';
import { Where } from '@/test/where';
import { type InquiriesApi, InquiriesApiContext } from '../api/inquiries-api';
import { fakeInquiriesApi } from '../inquiries-fixtures';
import { inquiriesWords as t } from '../inquiries-words';
import { CustomerInquiriesScreen } from './CustomerInquiriesScreen';

function renderScreen(api: InquiriesApi, path = '/admin/customer-inquiries') {
  const spied = {
    ...api,
    list: vi.fn(api.list),
    get: vi.fn(api.get),
    retry: vi.fn(api.retry),
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <InquiriesApiContext value={spied}>
        <Routes>
          <Route path="/admin/customer-inquiries/*" element={<CustomerInquiriesScreen />} />
        </Routes>
      </InquiriesApiContext>
      <Where withPath />
    </MemoryRouter>,
  );
  return spied;
}

describe('CustomerInquiriesScreen', () => {
  it('lists every enquiry with the outcome of its mail, ticket and lead', async () => {
    renderScreen(fakeInquiriesApi());
    const table = await screen.findByRole('table', { name: t.caption });
    const [, quote, failed, chat] = within(table).getAllByRole('row');
    expect(quote!.textContent).toContain('Priya Natarajan');
    expect(quote!.textContent).toContain('Request a quote');
    expect(quote!.textContent).toContain('Mail: Logged (no mail server is set up)');
    expect(quote!.textContent).toContain('Ticket: Created: SUP-48');
    expect(quote!.textContent).toContain('Lead: Stored as lead 31');
    expect(failed!.textContent).toContain('Mail: Mail failed');
    expect(failed!.textContent).toContain('Lead: Not received from the visitor’s browser');
    expect(chat!.textContent).toContain('Chat: equipment images');
    expect(chat!.textContent).toContain('Mail: Not part of a chat form');
  });

  it('asks the server for the view in the URL: channel, topic, failed parts, search', async () => {
    const api = renderScreen(fakeInquiriesApi());
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText(channelFilterWords.label), 'Contact page');
    await userEvent.selectOptions(screen.getByLabelText(t.topic), 'Request a quote');
    await userEvent.click(screen.getByLabelText(t.failedOnly));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'harbor{Enter}');
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(5));
    const last = new URLSearchParams(api.list.mock.calls.at(-1)![0]);
    expect(Object.fromEntries(last)).toMatchObject({
      channel: 'contact-page',
      topic: 'quote',
      legs: 'failed',
      search: 'harbor',
    });
    expect(last.get('tz')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/customer-inquiries?channel=contact-page&topic=quote&legs=failed&search=harbor',
    );
  });

  it('says so when no enquiry matches, and shows a failed load with a retry', async () => {
    renderScreen(fakeInquiriesApi({ state: 'empty' }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('opens one enquiry from its name and back to the same view', async () => {
    renderScreen(fakeInquiriesApi(), '/admin/customer-inquiries?topic=general');
    await userEvent.click(await screen.findByRole('link', { name: 'Tomás Herrera' }));
    expect(await screen.findByRole('heading', { name: t.detail.heading('Tomás Herrera') })).toBeTruthy();
    expect(
      screen.getByText('We are planning 12 chargers for the campus garage.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('554 5.7.1 Message rejected')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: t.detail.back }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/customer-inquiries?topic=general'),
    );
  });

  it('tries a failed leg again from the detail and shows the result', async () => {
    const api = renderScreen(fakeInquiriesApi(), '/admin/customer-inquiries/11');
    const legs = await screen.findByRole('region', { name: t.detail.legs });
    expect(
      within(legs)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([t.detail.retry('mail'), t.detail.retry('ticket'), t.detail.retry('lead')]);
    await userEvent.click(within(legs).getByRole('button', { name: t.detail.retry('ticket') }));
    expect(await within(legs).findByText(t.detail.retried('ticket'))).toBeTruthy();
    expect(api.retry).toHaveBeenCalledWith(11, 'ticket');
    expect(within(legs).getByText('Created: SUP-49')).toBeTruthy();
    expect(within(legs).queryByRole('button', { name: t.detail.retry('ticket') })).toBeNull();
  });

  it('shows why a retry did not work', async () => {
    const api = fakeInquiriesApi();
    renderScreen(
      {
        ...api,
        retry: async () => ({
          ok: false,
          status: 502,
          message: 'Something went wrong. Please try again later.',
        }),
      },
      '/admin/customer-inquiries/11',
    );
    await userEvent.click(await screen.findByRole('button', { name: t.detail.retry('ticket') }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      t.detail.retryFailed('Something went wrong. Please try again later.'),
    );
  });

  it('shows an enquiry that cannot be loaded with the reason and a retry', async () => {
    renderScreen(fakeInquiriesApi(), '/admin/customer-inquiries/999');
    expect((await screen.findByRole('alert')).textContent).toContain('No such enquiry.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
