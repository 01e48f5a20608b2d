import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession, USER_DATA_KEY } from '@/lib/session';
import { storedUser } from '@/test/users';
import { Header, type LoginDialogSlotProps } from './Header';

/** docs/product.md §1.2: the pages the header menu and the side menu link to. */
const SPEC_LINKS = [
  '/about-us',
  '/contact-us',
  '/about-us#our-team',
  '/power-router-technology',
  '/power-router-for-vehicle-electrification',
  '/power-router-for-building-electrification',
  '/power-router-for-data-centers',
  '/resources',
  '/news-events',
  '/careers',
  '/login',
];

const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
      <main id="main">Page</main>
    </MemoryRouter>,
  );

describe('Header', () => {
  it('links to every page the spec lists from the header menu', () => {
    renderHeader();
    expect(hrefs(screen.getByRole('banner'))).toEqual(expect.arrayContaining(SPEC_LINKS));
  });

  it('groups the three solution pages under a Solutions disclosure', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Solutions' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list && hrefs(list)).toEqual([
      '/power-router-for-vehicle-electrification',
      '/power-router-for-building-electrification',
      '/power-router-for-data-centers',
    ]);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('links the logo to Home and offers a skip link to the content', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Ohmstead Power home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
  });

  it('opens the side menu with every spec link, closes it on Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(hrefs(dialog)).toEqual(expect.arrayContaining(SPEC_LINKS));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('shows the side menu as a modal dialog: the browser keeps Tab inside and the page behind inert', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(showModal.mock.contexts).toEqual([screen.getByRole('dialog', { name: 'Menu' })]);
    showModal.mockRestore();
  });
});

/** Stands in for the app's login dialog. */
function TestLoginDialog({ onClose }: LoginDialogSlotProps) {
  return (
    <div role="dialog" aria-label="Sign in">
      <button type="button" onClick={onClose}>
        Done
      </button>
    </div>
  );
}

describe('Header sign-in area', () => {
  beforeEach(() => localStorage.clear());

  it('shows a Login button to the login page while no user data is stored', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it("opens the app's login dialog from the Login button", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Header loginDialog={TestLoginDialog} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the signed-in user's first name with the admin area, profile and Sign Out", async () => {
    saveSession(storedUser({ firstName: 'Alex' }));
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Account menu for Alex' });
    expect(button.textContent).toContain('Alex');
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Admin Area' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: 'Update Profile' }).getAttribute('href')).toBe(
      '/admin/user-management/update-profile/1',
    );
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
