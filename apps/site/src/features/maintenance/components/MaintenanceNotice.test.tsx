import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_NOTICE_KEY, HIDE_MAINTENANCE_KEY } from '../dismissal';
import { maintenanceWords as words } from '../maintenance-words';
import { MaintenanceNotice } from './MaintenanceNotice';

const notice = (
  message: string,
  status: 'Active' | 'Inactive' = 'Active',
  updatedAt = '2026-05-01T12:00:00.000Z',
) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        responseStatusCode: 200,
        notifications: [{ id: 1, message, status, updatedAt }],
      }),
    ),
  );

const renderAt = (path = '/') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MaintenanceNotice />
    </MemoryRouter>,
  );

describe('MaintenanceNotice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows an active notice, sanitised, with links that open safely in a new tab', async () => {
    notice(
      'Planned work <img src=x onerror=alert(1)> <a href="https://status.example/">status</a><script>alert(2)</script>',
    );
    renderAt();
    const banner = await screen.findByRole('region', { name: words.region });
    expect(banner.textContent).toContain('Planned work');
    expect(banner.querySelector('img, script, [onerror]')).toBeNull();
    const link = screen.getByRole('link', { name: 'status' });
    expect(link.getAttribute('href')).toBe('https://status.example/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops javascript: links', async () => {
    notice('<a href="javascript:alert(1)">click</a>');
    renderAt();
    const banner = await screen.findByRole('region', { name: words.region });
    expect(banner.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('shows nothing while the notice is inactive', async () => {
    notice('Old notice', 'Inactive');
    renderAt();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: words.region })).toBeNull();
  });

  it('ignores a failed fetch silently', async () => {
    const log = vi.spyOn(console, 'error');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderAt();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('does not fetch on the maintenance management page', () => {
    notice('Planned work');
    renderAt('/admin/maintenance-management');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores hideMaintenanceMessage and the notice it dismissed; that notice stays hidden afterwards', async () => {
    notice('Planned work');
    const { unmount } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: words.dismiss }));
    expect(screen.queryByRole('region', { name: words.region })).toBeNull();
    expect(localStorage.getItem(HIDE_MAINTENANCE_KEY)).toBe('true');
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICE_KEY)!)).toEqual({
      id: 1,
      updatedAt: '2026-05-01T12:00:00.000Z',
    });
    unmount();
    vi.mocked(fetch).mockClear();
    renderAt();
    // Still asked for, so that a new notice can show; this one stays hidden.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const response = (await vi.mocked(fetch).mock.results[0]!.value) as Response;
    await waitFor(() => expect(response.bodyUsed).toBe(true));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: words.region })).toBeNull();
  });

  it('shows a notice published after the dismissal, and hides it once dismissed in turn', async () => {
    notice('Planned work');
    const { unmount } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: words.dismiss }));
    unmount();
    notice('New planned work on Sunday', 'Active', '2026-05-03T08:00:00.000Z');
    renderAt();
    const banner = await screen.findByRole('region', { name: words.region });
    expect(banner.textContent).toContain('New planned work on Sunday');
    await userEvent.click(screen.getByRole('button', { name: words.dismiss }));
    expect(screen.queryByRole('region', { name: words.region })).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICE_KEY)!).updatedAt).toBe(
      '2026-05-03T08:00:00.000Z',
    );
  });

  it('hides no notice for the flag alone, as stored before notices were told apart', async () => {
    localStorage.setItem(HIDE_MAINTENANCE_KEY, 'true');
    notice('Planned work');
    renderAt();
    expect(await screen.findByRole('region', { name: words.region })).toBeTruthy();
  });
});
