/** @jsxImportSource react */
import type { CustomerContext } from '@ohmstead/contracts/customer-context';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GUEST_CONTEXT,
  INSTALLER_CONTEXT,
  NO_DEVICES_CONTEXT,
  sampleContextSource,
} from '../../testing/customer-context-samples';
import { customerContextFromApi, type CustomerContextSource } from './customer-context-source';
import { customerContextWords as t } from './customer-context-words';
import { CustomerContextPanel, CustomerContextView } from './CustomerContextPanel';

afterEach(cleanup);

const panel = () => screen.getByRole('region', { name: t.title });

describe('the customer context panel', () => {
  it('lists the devices with status, firmware and faults, the open tickets and the safety state, each linking to its admin screen', async () => {
    render(<CustomerContextView source={sampleContextSource(INSTALLER_CONTEXT)} chatId="chat-1" />);
    expect(await within(panel()).findByText(t.signedInAs('Ines Park', 'installer'))).toBeTruthy();
    const section = (name: string) => within(panel()).getByRole('heading', { name }).closest('section')!;
    const devices = within(section(t.devices)).getAllByRole('list')[0];
    const tickets = within(section(t.tickets)).getByRole('list');
    const faulty = within(devices!).getAllByRole('listitem')[0]!;
    expect(
      within(faulty)
        .getByRole('link', { name: /Charge Post 75 CP75-0103/ })
        .getAttribute('href'),
    ).toBe('/admin/devices/12');
    expect(faulty.textContent).toContain('Fault');
    expect(faulty.textContent).toContain('Controller 2.3.1, Charge controller 1.8.0');
    expect(faulty.textContent).toContain('Connector lock');
    expect(faulty.textContent).toContain('Fault: connector-lock');
    expect(
      within(tickets!)
        .getByRole('link', { name: /SUP-42/ })
        .getAttribute('href'),
    ).toBe('/admin/jira/st-ticket-list/SUP-42');
    expect(within(tickets!).getByRole('listitem').textContent).toContain('In progress');
    expect(panel().textContent).toContain(t.safetyNotAcknowledged('2026-11-21a'));
    expect(panel().textContent).toContain(t.safetyLastVersion('2026-09-02a'));
    expect(
      within(panel())
        .getByRole('link', { name: /Safety acknowledgements/ })
        .getAttribute('href'),
    ).toBe('/admin/chatbot-analysis/acknowledgements?search=installer');
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([t.devices, t.tickets, t.safety]);
  });

  it('says nothing about a section the server left out (the agent’s roles may not see it)', async () => {
    render(<CustomerContextView source={sampleContextSource(NO_DEVICES_CONTEXT)} chatId="chat-1" />);
    expect(await within(panel()).findByText(t.noDevices)).toBeTruthy();
    expect(
      within(panel())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([t.devices]);
    expect(panel().textContent).not.toMatch(/ticket|safety/i);
  });

  it('tells a guest apart', async () => {
    render(<CustomerContextView source={sampleContextSource(GUEST_CONTEXT)} chatId="chat-1" />);
    expect(await within(panel()).findByText(t.guest)).toBeTruthy();
    expect(within(panel()).queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows loading, then an error with Try again, which reads again', async () => {
    let answer: (context: CustomerContext) => void = () => {};
    const load = vi
      .fn<CustomerContextSource['load']>()
      .mockRejectedValueOnce(new Error('That chat does not exist or is not yours.'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    render(<CustomerContextView source={{ load }} chatId="chat-9" />);
    expect(within(panel()).getByRole('status').textContent).toBe(t.loading);
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('That chat does not exist or is not yours.');
    await userEvent.click(within(alert).getByRole('button', { name: t.retry }));
    expect(within(panel()).getByRole('status').textContent).toBe(t.loading);
    answer(GUEST_CONTEXT);
    expect(await within(panel()).findByText(t.guest)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('chat-9');
  });

  it('reads again on Refresh, once however often it is pressed while a read is under way', async () => {
    let answer: (context: CustomerContext) => void = () => {};
    const load = vi
      .fn<CustomerContextSource['load']>()
      .mockResolvedValueOnce(INSTALLER_CONTEXT)
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<CustomerContextView source={{ load }} chatId="chat-1" />);
    await within(panel()).findByText(t.signedInAs('Ines Park', 'installer'));
    const refresh = within(panel()).getByRole('button', { name: t.refresh });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    expect(load).toHaveBeenCalledTimes(2);
    // What was read stays on screen meanwhile.
    expect(within(panel()).getByText(t.signedInAs('Ines Park', 'installer'))).toBeTruthy();
    answer(NO_DEVICES_CONTEXT);
    expect(await within(panel()).findByText(t.noDevices)).toBeTruthy();
  });

  it('is not shown without a provider', () => {
    const { container } = render(<CustomerContextPanel chatId="chat-1" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('customerContextFromApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads GET {apiBase}/LiveChat/GetCustomerContext?chatId= with the agent’s token', async () => {
    const fetchMock = vi.fn(async () => Response.json(INSTALLER_CONTEXT));
    vi.stubGlobal('fetch', fetchMock);
    expect(await customerContextFromApi('https://site.test/api', 'agent-token').load('c-1')).toEqual(
      INSTALLER_CONTEXT,
    );
    expect(fetchMock).toHaveBeenCalledWith('https://site.test/api/LiveChat/GetCustomerContext?chatId=c-1', {
      headers: { authorization: 'Bearer agent-token' },
    });
  });

  it('passes on the server’s reason for a refusal, and its own words for anything else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'That chat does not exist or is not yours.' }, { status: 404 }),
      ),
    );
    await expect(customerContextFromApi('/api', 'x').load('c')).rejects.toThrow('That chat does not exist');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(customerContextFromApi('/api', 'x').load('c')).rejects.toThrow(t.failed);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ responseStatusCode: 200 })),
    );
    await expect(customerContextFromApi('/api', 'x').load('c')).rejects.toThrow(t.failed);
  });
});
