import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIDE_MAINTENANCE_KEY } from '../dismissal';
import { MaintenanceNotice } from './MaintenanceNotice';

const notice = (message: string, status: 'Active' | 'Inactive' = 'Active') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        responseStatusCode: 200,
        notifications: [{ id: 1, message, status, updatedAt: '2026-05-01T12:00:00Z' }],
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
    const banner = await screen.findByRole('region', { name: 'Maintenance notice' });
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
    const banner = await screen.findByRole('region', { name: 'Maintenance notice' });
    expect(banner.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('shows nothing while the notice is inactive', async () => {
    notice('Old notice', 'Inactive');
    renderAt();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
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

  it('stores hideMaintenanceMessage on dismissal and stays hidden afterwards', async () => {
    notice('Planned work');
    const { unmount } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss maintenance notice' }));
    expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
    expect(localStorage.getItem(HIDE_MAINTENANCE_KEY)).toBe('true');
    unmount();
    vi.mocked(fetch).mockClear();
    renderAt();
    expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
